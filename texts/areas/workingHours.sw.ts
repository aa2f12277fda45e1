import type { workingHoursEnglish } from './workingHours.en';

/** The working hours' checks and day names in Swahili, key for key with `workingHours.en.ts`. */
export const workingHoursSwahili = {
  saluni: {
    staff: {
      workingHours: {
        week: 'Saa za kazi lazima ziorodheshe Jumatatu hadi Jumapili',
        time: 'Saa lazima ziwe katika muundo HH:mm',
        order: 'Siku ya kazi lazima iishe baada ya kuanza',
        dayOff: 'Siku ya mapumziko',
        days: {
          monday: 'Jumatatu',
          tuesday: 'Jumanne',
          wednesday: 'Jumatano',
          thursday: 'Alhamisi',
          friday: 'Ijumaa',
          saturday: 'Jumamosi',
          sunday: 'Jumapili',
        },
      },
    },
  },
} satisfies typeof workingHoursEnglish;
