import { z } from 'zod';

/** A sports headline as GET /api/sports-news answers it. */
export const newsItemSchema = z.object({
  /** Stable across refreshes: derived from the article's address. */
  id: z.string(),
  title: z.string().min(1),
  /** Plain text: the feeds' HTML is stripped on the server. */
  description: z.string(),
  url: z.url({ protocol: /^https?$/ }),
  /** The category of the feed it came from, e.g. NBA, NFL, SPORTS. */
  category: z.string(),
  source: z.string(),
  publishedAt: z.iso.datetime(),
});

export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /api/sports-news: newest first. */
export const newsListSchema = z.array(newsItemSchema);
