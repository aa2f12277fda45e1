import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { NewVersionPrompt, OfflineBanner, useSalonManifest } from '../pwa';
import { BusinessGate } from './business/BusinessGate';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { useUserLanguage } from './LanguageMenu';

/**
 * react-admin's layout is at least as wide as its content ('fit-content'), so one wide table
 * made the whole page scroll sideways on a phone. Held to the window instead, wide content
 * scrolls inside its own container.
 */
const fitToWindow = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useUserLanguage();
  useSalonManifest(useCurrentBusinessId());
  return (
    <Layout appBar={AppBar} menu={AppMenu} sx={fitToWindow}>
      <OfflineBanner />
      <NewVersionPrompt />
      <BusinessGate>{children}</BusinessGate>
    </Layout>
  );
};
