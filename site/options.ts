import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/** What the site does outside its own page: how often it asks about a payment, and how it leaves for one. */
export interface SiteOptions {
  pollMilliseconds: number;
  openPage: (url: string) => void;
}

export const DEFAULT_OPTIONS: SiteOptions = {
  pollMilliseconds: 3000,
  openPage: (url) => window.location.assign(url),
};

export const OptionsContext = createContext<SiteOptions>(DEFAULT_OPTIONS);

export const useSiteOptions = () => useContext(OptionsContext);
