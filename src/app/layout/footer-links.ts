/** Spec §9: the copyright year is fixed. */
export const COPYRIGHT_YEAR = 2025;

export interface ExternalLink {
  label: string;
  href: string;
}

/** The company's other sites (fictional: the demo brand owns no real domain). */
export const externalLinks: ExternalLink[] = [
  { label: 'Company website', href: 'https://www.lumira-optics.example/' },
  { label: 'Product safety', href: 'https://www.lumira-optics.example/product-safety' },
  { label: 'Careers', href: 'https://careers.lumira-optics.example/' },
];
