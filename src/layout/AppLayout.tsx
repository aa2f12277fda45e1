import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { BusinessGate } from '../business/BusinessGate';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { useUserLanguage } from './LanguageMenu';

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useUserLanguage();
  return (
    <Layout appBar={AppBar} menu={AppMenu}>
      <BusinessGate>{children}</BusinessGate>
    </Layout>
  );
};
