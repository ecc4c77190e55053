import { CONTACT_EMAIL } from '@outbreak-watch/domain';

/**
 * Site settings: the external pages, contact details and social accounts the shell links to.
 * Change them here; nothing else in the app spells these URLs.
 */

export const SITE = {
  journal: 'Biological Defense Journal',
  homePageUrl: 'https://outbreak-watch.org',
  aboutUrl: 'https://outbreak-watch.org/about',
  contact: {
    email: CONTACT_EMAIL,
    phone: '+1 (202) 555-0147',
    phoneHref: 'tel:+12025550147',
    addressLines: [
      'Outbreak Watch Editorial Office',
      '1400 Surveillance Way, Suite 210',
      'Arlington, VA 22201',
      'United States',
    ],
    hours: 'Monday to Friday, 9:00–17:00 (US Eastern)',
  },
} as const;

export type SocialNetwork = 'x' | 'linkedin' | 'facebook' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  /** The network's display name, used in accessible names such as "Outbreak Watch on LinkedIn". */
  label: string;
  url: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'x', label: 'X', url: 'https://x.com/outbreakwatch' },
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/outbreak-watch' },
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/outbreakwatch' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@outbreakwatch' },
];

/** The external contact form of spec §2 (Contact): an email to the team with the subject filled in. */
export const CONTACT_MAILTO = `mailto:${SITE.contact.email}?subject=${encodeURIComponent('Message to Outbreak Watch')}`;
