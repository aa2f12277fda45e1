/** The audit trail's texts: a record's History and the Activity page (docs/areas/audit.md). */
export const historyEnglish = {
  saluni: {
    history: {
      title: 'History',
      activityTitle: 'Activity',
      empty: 'No changes recorded yet',
      when: 'When',
      who: 'Who',
      what: 'What',
      changes: 'Changes',
      address: 'From %{address}',
      actions: { create: 'Created', update: 'Changed', delete: 'Deleted' },
      actors: { public: 'A visitor (online)', system: 'Saluni (automatic)' },
      hidden: 'hidden',
      blank: 'empty',
      filters: {
        person: 'Person',
        table: 'Record type',
        from: 'From',
        to: 'To',
        all: 'All',
        clear: 'Clear filters',
      },
    },
  },
};
