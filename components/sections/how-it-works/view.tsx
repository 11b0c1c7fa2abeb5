import NumberedSteps from "@/components/ui/numbered-steps";
import type { SectionProps } from "@/lib/sections/schemas";

/** "How it works": numbered steps in a dark band. */
export default function HowItWorks({ section }: SectionProps<"how-it-works">) {
  return <NumberedSteps copy={section} />;
}
