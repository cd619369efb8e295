import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { firstSlideImage } from './first-slide';

export type Slide = {
  id: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** A decorative 480 × 320 illustration in web/public/slides. */
  image: string;
};

/** The landing page slideshow, in order. */
export const slides: readonly Slide[] = [
  {
    id: 'instant-fit',
    title: msg`Instant fit`,
    text: msg`Enter your child’s age and size, and see which clothes and shoes fit today.`,
    image: firstSlideImage,
  },
  {
    id: 'size-forecast',
    title: msg`Future size forecast`,
    text: msg`See the sizes your child will grow into next season, so you can shop ahead with confidence.`,
    image: '/slides/size-forecast.svg',
  },
  {
    id: 'size-converter',
    title: msg`Size converter`,
    text: msg`Compare sizes across brands and countries: EU, US, UK, CN, JP, AU and CA.`,
    image: '/slides/size-converter.svg',
  },
  {
    id: 'easy-sharing',
    title: msg`Easy sharing`,
    text: msg`Invite grandparents and family with a private link, so every gift is the right size.`,
    image: '/slides/easy-sharing.svg',
  },
  {
    id: 'free-fast',
    title: msg`Free and fast`,
    text: msg`Sprout is free for every family and opens in a blink on any phone.`,
    image: '/slides/free-fast.svg',
  },
];
