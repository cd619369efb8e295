/** What is shared: the page address, its title and a one-sentence text. */
export type SharePayload = {
  url: string;
  title: string;
  text: string;
};

export type ShareNetwork =
  'whatsapp' | 'facebook' | 'x' | 'telegram' | 'pinterest' | 'linkedin' | 'email';

/** Order in which the share links are shown. */
export const shareNetworks: readonly ShareNetwork[] = [
  'whatsapp',
  'facebook',
  'x',
  'telegram',
  'pinterest',
  'linkedin',
  'email',
];

// encodeURIComponent rather than URLSearchParams: mail clients show URLSearchParams' `+` for a
// space literally, and every network below decodes %20.
const enc = encodeURIComponent;

/** Text followed by the address, for targets that take a single text field. */
function textWithUrl(text: string, url: string, separator: string): string {
  return text ? `${text}${separator}${url}` : url;
}

export function whatsappUrl({ url, text }: SharePayload): string {
  return `https://wa.me/?text=${enc(textWithUrl(text, url, ' '))}`;
}

export function facebookUrl({ url }: SharePayload): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`;
}

export function xUrl({ url, text }: SharePayload): string {
  return `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(text)}`;
}

export function telegramUrl({ url, text }: SharePayload): string {
  return `https://t.me/share/url?url=${enc(url)}&text=${enc(text)}`;
}

export function pinterestUrl({ url, text, title }: SharePayload): string {
  return `https://pinterest.com/pin/create/button/?url=${enc(url)}&description=${enc(text || title)}`;
}

export function linkedinUrl({ url }: SharePayload): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`;
}

export function emailUrl({ url, title, text }: SharePayload): string {
  return `mailto:?subject=${enc(title)}&body=${enc(textWithUrl(text, url, '\n\n'))}`;
}

const builders: Readonly<Record<ShareNetwork, (payload: SharePayload) => string>> = {
  whatsapp: whatsappUrl,
  facebook: facebookUrl,
  x: xUrl,
  telegram: telegramUrl,
  pinterest: pinterestUrl,
  linkedin: linkedinUrl,
  email: emailUrl,
};

/** The share address of one network. */
export function shareUrl(network: ShareNetwork, payload: SharePayload): string {
  return builders[network](payload);
}
