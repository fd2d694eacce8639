/**
 * The free screen readers GIGW asks a site to name (JAWS is left out: it is sold). Their names
 * and addresses are the makers', the same in every language; what each is said of is in the
 * catalogues under screenReaderAccess.readers.<key>.
 */
export interface ScreenReader {
  key: 'nvda' | 'narrator' | 'orca' | 'voiceOver' | 'talkBack';
  name: string;
  address: string;
}

export const SCREEN_READERS: readonly ScreenReader[] = [
  {
    key: 'nvda',
    name: 'NVDA (NonVisual Desktop Access)',
    address: 'https://www.nvaccess.org',
  },
  {
    key: 'narrator',
    name: 'Windows Narrator',
    address: 'https://support.microsoft.com/windows/complete-guide-to-narrator',
  },
  {
    key: 'orca',
    name: 'Orca',
    address: 'https://orca.gnome.org',
  },
  {
    key: 'voiceOver',
    name: 'VoiceOver',
    address: 'https://www.apple.com/accessibility/',
  },
  {
    key: 'talkBack',
    name: 'TalkBack',
    address: 'https://support.google.com/accessibility/android',
  },
];
