import NumberedSteps from "@/components/ui/numbered-steps";
import type { SectionProps } from "../section-type";
import type { HowItWorksSection } from "@/lib/sections/how-it-works/schema";

/** "How it works": numbered steps in a dark band. */
export default function HowItWorks({ section }: SectionProps<HowItWorksSection>) {
  return <NumberedSteps copy={section} />;
}
