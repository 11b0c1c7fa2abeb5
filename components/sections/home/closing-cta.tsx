import DroplistOpenButton from "@/components/droplist/droplist-open-button";
import CtaBand from "@/components/ui/cta-band";

interface ClosingCtaProps {
  title: string;
  body: string;
  cta: string;
}

export default function ClosingCta({ title, body, cta }: ClosingCtaProps) {
  return (
    <CtaBand id="closing" title={title} body={body}>
      <DroplistOpenButton className="btn btn-primary h-14 px-10 text-lg">{cta}</DroplistOpenButton>
    </CtaBand>
  );
}
