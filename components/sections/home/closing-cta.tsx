import DroplistOpenButton from "@/components/droplist/droplist-open-button";
import CtaBand from "@/components/ui/cta-band";
import type { HomeClosingCopy } from "@/lib/content/home";

export default function ClosingCta({ copy }: { copy: HomeClosingCopy }) {
  return (
    <CtaBand id="closing" title={copy.title} body={copy.body}>
      <DroplistOpenButton className="btn btn-primary h-14 px-10 text-lg">{copy.cta}</DroplistOpenButton>
    </CtaBand>
  );
}
