import { text } from "@/lib/content/schema";

/** The Apply button the charities hero ends with, which opens the partner-enquiry dialog. */
export const apply = () => text({ max: 40 });
