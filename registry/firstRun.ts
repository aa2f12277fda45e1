import type { Currency } from './business';
import type { DurationInMinutes } from './resources/servicePricing';

/**
 * A new business's first steps, in the order the dashboard's checklist shows them
 * (docs/areas/first-run.md). Opening hours are the staff's working hours (bookings follow them),
 * so they belong to the staff step; M-Pesa needs no setup of the business, so payments sit with
 * the settings step.
 */
export const FIRST_RUN_STEPS = [
  'settings',
  'services',
  'staff',
  'rooms',
  'sms',
  'booking',
] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

/** `GET /v1/first-run` -> `{ firstRun }`: each step done or not, from the business's own records. */
export interface FirstRunChecklist {
  steps: Record<FirstRunStep, boolean>;
}

export const SALON_TYPES = ['hair', 'barber', 'nails', 'spa'] as const;
export type SalonType = (typeof SALON_TYPES)[number];

/** The languages a starter service is named in: the app's two. */
export type StarterLanguage = 'en' | 'sw';

export interface StarterService {
  /** Stable across languages, so the owner's ticks survive a language switch. */
  key: string;
  salonType: SalonType;
  name: Record<StarterLanguage, string>;
  durationInMinutes: DurationInMinutes;
  /** A usual price in whole units of each currency: a Nairobi salon's in KES, a Sydney one's in AUD. */
  price: Record<Currency, number>;
}

const starter = (
  salonType: SalonType,
  key: string,
  en: string,
  sw: string,
  durationInMinutes: DurationInMinutes,
  kes: number,
  aud: number,
): StarterService => ({
  key: `${salonType}.${key}`,
  salonType,
  name: { en, sw },
  durationInMinutes,
  price: { KES: kes, AUD: aud },
});

/** Offered on the dashboard to a business with few services; nothing is created unless the owner ticks it. */
export const STARTER_SERVICES: readonly StarterService[] = [
  starter('hair', 'washBlowDry', 'Wash and blow-dry', 'Kuosha na kukausha nywele', 40, 800, 55),
  starter('hair', 'cutStyle', 'Haircut and style', 'Kukata na kutengeneza nywele', 60, 1500, 85),
  starter('hair', 'braids', 'Braids', 'Kusuka nywele', 240, 3500, 250),
  starter('hair', 'colour', 'Hair colour', 'Kupaka nywele rangi', 120, 3000, 160),
  starter('hair', 'relaxer', 'Relaxer', 'Kulainisha nywele', 90, 2000, 120),
  starter('barber', 'haircut', 'Haircut', 'Kunyoa nywele', 30, 300, 35),
  starter('barber', 'beardTrim', 'Beard trim', 'Kupunguza ndevu', 20, 200, 25),
  starter('barber', 'cutBeard', 'Haircut and beard', 'Kunyoa nywele na ndevu', 40, 450, 50),
  starter('barber', 'headShave', 'Head shave', 'Kunyoa kipara', 20, 250, 30),
  starter('barber', 'kidsCut', "Children's haircut", 'Kunyoa nywele za watoto', 20, 200, 25),
  starter('nails', 'manicure', 'Manicure', 'Kutengeneza kucha za mikono', 40, 800, 45),
  starter('nails', 'pedicure', 'Pedicure', 'Kutengeneza kucha za miguu', 60, 1200, 60),
  starter('nails', 'gelPolish', 'Gel polish', 'Rangi ya jeli kwenye kucha', 60, 1500, 55),
  starter('nails', 'acrylics', 'Acrylic nails', 'Kucha za akriliki', 90, 2500, 80),
  starter('spa', 'swedishMassage', 'Swedish massage', 'Masaji ya kupumzisha mwili', 60, 3000, 110),
  starter('spa', 'deepTissue', 'Deep tissue massage', 'Masaji ya misuli', 90, 4500, 150),
  starter('spa', 'facial', 'Facial', 'Kusafisha uso', 60, 2500, 100),
  starter('spa', 'bodyScrub', 'Body scrub', 'Kusugua mwili', 60, 2500, 95),
  starter('spa', 'waxing', 'Waxing', 'Kuondoa nywele kwa nta', 30, 1000, 45),
];

/** Most starter services one call may add: the whole catalogue. */
export const MAX_STARTER_SERVICES = STARTER_SERVICES.length;

/** Its reply, `{ starterServices }`: what was created and the names skipped as already there. */
export interface StarterServicesResult {
  created: { _id: string; name: string }[];
  skipped: string[];
}

export const starterLanguageOf = (language: string): StarterLanguage =>
  language === 'sw' ? 'sw' : 'en';
