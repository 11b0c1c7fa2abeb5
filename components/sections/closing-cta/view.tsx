import DroplistOpenButton from "@/components/droplist/droplist-open-button";
import CtaBand from "@/components/ui/cta-band";
import type { SectionProps } from "@/lib/sections/schemas";

export default function ClosingCta({ section: copy }: SectionProps<"closing-cta">) {
  return (
    <CtaBand id="closing" title={copy.title} body={copy.body}>
      <DroplistOpenButton className="btn btn-primary h-14 px-10 text-lg">{copy.cta}</DroplistOpenButton>
    </CtaBand>
  );
}
