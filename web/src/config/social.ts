/** Sprout's own profiles on social networks (footer links). Change here when they move. */
export const socialProfiles = [
  { network: 'Instagram', url: 'https://www.instagram.com/sprout.sizes' },
  { network: 'Facebook', url: 'https://www.facebook.com/sprout.sizes' },
  { network: 'TikTok', url: 'https://www.tiktok.com/@sprout.sizes' },
  { network: 'Pinterest', url: 'https://www.pinterest.com/sproutsizes' },
] as const;
