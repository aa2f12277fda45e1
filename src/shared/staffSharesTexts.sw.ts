import type { staffSharesEnglish } from './staffSharesTexts.en';

/** The staff shares editor's texts in Swahili, key for key with `staffSharesTexts.en.ts`. */
export const staffSharesSwahili = {
  saluni: {
    staffShares: {
      member: 'Mhudumu %{n}',
      percent: 'Mgao %{n} (%)',
      remove: 'Ondoa mhudumu %{n}',
      chooseStaff: 'Chagua mhudumu',
      formerStaff: 'Mhudumu wa zamani',
      add: 'Ongeza mhudumu',
      splitEqually: 'Gawa sawa',
      remaining: 'Zimebaki %{percent}% za kugawa',
      over: 'Zimezidi kwa %{percent}%',
      complete: 'Migao inafika 100%',
      badPercent: 'Kati ya 0.01 na 100, desimali zisizozidi 2',
      mustTotal: 'Chagua kila mhudumu mara moja na migao ifike 100%',
    },
  },
} satisfies typeof staffSharesEnglish;
