/** Copy shapes the three donation-API pages share. */

export interface DonationApiHeroCopy {
  eyebrow: string;
  /** One line, or two with the second in the accent colour. */
  title: string | readonly [string, string];
  body: string;
  /** The main button scrolls to the section with this id. */
  cta: { label: string; target: string };
  /** A second button that does nothing yet (there is no documentation site). */
  secondary?: string;
}

/** A section that opens with a SectionHeading; its id also names the heading (`${id}-title`). */
export interface HeadedSectionCopy {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
}

export interface CodeSnippetCopy {
  /** Unique on the page: the code element gets `${id}-code`. */
  id: string;
  /** File name or platform, shown in the bar above the code. */
  title: string;
  language: "javascript" | "php";
  /** The copy button's accessible name, starting with "Copy". */
  copyLabel: string;
  code: string;
}

/** The dark closing band. Both buttons are placeholders: there is no sign-up or docs site yet. */
export interface DonationApiCtaCopy {
  id: string;
  title: string;
  body: string;
  primary: string;
  secondary: string;
  /** Focusable, when a button higher up scrolls here. */
  focusTarget?: boolean;
}
