export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown (GitHub flavour, no raw HTML). */
  content: string;
  author: string;
  /** ISO date of publication, e.g. '2025-10-01'. */
  date: string;
  category: string;
  tags: string[];
  readingTime: number;
  image: string | null;
}
