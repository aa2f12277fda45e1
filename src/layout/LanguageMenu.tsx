import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { useEffect } from 'react';
import {
  useAuthProvider,
  useGetIdentity,
  useLocales,
  useLocaleState,
  useNotify,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import type { createAuthProvider } from '../auth/authProvider';
import { isLanguage, type Language } from '../../texts/languages';

type SaluniAuthProvider = ReturnType<typeof createAuthProvider>;

/**
 * The languages in the user menu, each under its own name (English, Kiswahili). Choosing one
 * switches the app at once and keeps the choice on the user, so the next sign-in, any device and
 * the server's messages follow it.
 */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const authProvider = useAuthProvider<SaluniAuthProvider>();
  const userMenu = useUserMenu();
  const choose = (language: Language) => {
    userMenu?.onClose();
    if (language === locale) return;
    setLocale(language);
    authProvider
      ?.setLanguage(language)
      .catch(() => notify('saluni.language.notSaved', { type: 'warning' }));
  };
  return (
    <>
      <ListSubheader sx={{ lineHeight: '36px', display: 'flex', alignItems: 'center', gap: 1 }}>
        <TranslateIcon fontSize="small" />
        {translate('saluni.language.title')}
      </ListSubheader>
      {locales
        .filter(({ locale: code }) => isLanguage(code))
        .map(({ locale: code, name }) => (
          <MenuItem
            key={code}
            selected={code === locale}
            onClick={() => choose(code as Language)}
            lang={code}
          >
            <ListItemIcon>{code === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{name}</ListItemText>
          </MenuItem>
        ))}
    </>
  );
};

/**
 * The user whose kept language this page load has applied. Module-wide rather than a ref:
 * react-admin re-mounts the whole app on a language change, and a ref would forget, so an
 * identity fetched before the switch would undo it.
 */
let languageAppliedFor: unknown;

/**
 * Once the signed-in user is known, the app speaks the language kept on the user (chosen on
 * another device, or before this browser forgot it); once per user and page load.
 */
export const useUserLanguage = () => {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const language: unknown = identity?.language;
  useEffect(() => {
    if (!identity || languageAppliedFor === identity.id) return;
    languageAppliedFor = identity.id;
    if (isLanguage(language) && language !== locale) setLocale(language);
  }, [identity, language, locale, setLocale]);
};
