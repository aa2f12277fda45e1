import type { settingsScreensEnglish } from './texts.en';

/** The settings screen' texts in Swahili, key for key with `texts.en.ts`. */
export const settingsScreensSwahili = {
  saluni: {
    dataImport: {
      card: {
        title: 'Leta kutoka faili la CSV',
        hint: 'Leta wateja, huduma, wafanyakazi na miadi ijayo kutoka lahajedwali au mfumo mwingine (Fresha, Timely): kila safu hukaguliwa kabla chochote hakijahifadhiwa.',
      },
    },
    businessExport: {
      card: {
        title: 'Hamisha data yote',
        hint: 'Kumbukumbu moja yenye rekodi zote za biashara hii kama CSV na JSON, pamoja na picha zilizopakiwa. Nywila na funguo haziwekwi kamwe.',
        start: 'Hamisha data yote',
        building: 'Inaandaa nakala… %{progress}%',
        queued: 'Inasubiri kuanza…',
        failed: 'Nakala hii imeshindikana; anzisha nyingine',
        download: 'Pakua (%{size})',
        createdAt: 'Imetengenezwa %{date}',
        none: 'Bado hakuna nakala',
      },
    },
    webhooks: {
      page: {
        title: 'Miito ya webhook',
        hint: 'Saluni huarifu mifumo yako wakati miadi inapowekwa, kuhamishwa au kughairiwa, oda inapolipwa au kurejeshewa pesa, malipo yanapoingia au mteja anapoongezwa.',
        none: 'Bado hakuna anwani',
        add: 'Ongeza anwani',
        edit: 'Hariri anwani',
        url: 'Anwani ya kupokea',
        urlHelp: 'Anwani ya https ya seva yako',
        events: 'Matukio ya kutuma',
        active: 'Inatuma',
        on: 'Inatuma',
        off: 'Imesitishwa',
        saved: 'Anwani imehifadhiwa',
        deleted: 'Anwani imefutwa',
        confirmDelete: 'Futa anwani hii na kumbukumbu zake za utumaji?',
        secretTitle: 'Siri ya kusaini',
        secretOnce:
          'Inakili sasa: inaonyeshwa mara hii moja tu. Seva yako huitumia kukagua Saluni-Signature ya kila utumaji.',
        secret: 'Siri',
        copy: 'Nakili',
        copied: 'Imenakiliwa',
        done: 'Nimemaliza',
        deliveries: 'Utumaji',
        deliveriesOf: 'Utumaji kwa %{url}',
        noDeliveries: 'Bado hakuna kilichotumwa',
        status: { pending: 'Inasubiri', delivered: 'Imefika', failed: 'Imeshindikana' },
        attempts: 'jaribio %{count} |||| majaribio %{count}',
        lastCode: 'jibu la mwisho %{code}',
        nextTry: 'jaribio lijalo %{at}',
        resend: 'Tuma tena',
        resent: 'Imepangwa kutumwa tena',
      },
    },
    offerings: {
      settings: {
        title: 'Mipangilio ya biashara',
        logo: 'Nembo',
        chooseLogo: 'Chagua nembo',
        removeLogo: 'Ondoa nembo',
        address: 'Anwani',
        addressHelp: 'Mtaa na mji, kama wateja wanavyouona kwenye ukurasa wako wa kuhifadhi nafasi',
        currencies: { KES: 'Shilingi ya Kenya (KES)', AUD: 'Dola ya Australia (AUD)' },
        automaticMessages: 'Ujumbe wa kiotomatiki',
        automaticMessagesHint:
          'Uthibitisho, vikumbusho, maombi ya maoni na heri za siku ya kuzaliwa: yanapotumwa na maneno yake.',
        apiKeys: 'Funguo za API',
        apiKeysHint:
          'Funguo za programu zako nyingine kuwasiliana na Saluni bila kuingia: kila moja inaweza kufanya nini, na kuzibatilisha.',
      },
    },
    onlineBooking: {
      settings: {
        title: 'Kuhifadhi nafasi mtandaoni',
        enabled: 'Wateja wanaweza kuhifadhi nafasi mtandaoni',
        slug: 'Anwani ya ukurasa wa kuhifadhi nafasi',
        address: 'Ukurasa wako wa kuhifadhi nafasi: %{address}',
        leadTimeMinutes: 'Notisi kabla ya miadi (dakika)',
        horizonDays: 'Wateja wanaweza kuhifadhi mapema kiasi gani (siku)',
        startIntervalMinutes: 'Nyakati za kuanza',
        everyMinutes: 'Kila dakika %{minutes}',
        freeCancellationHours: 'Kughairi bila malipo hadi (saa kabla)',
        policyEn: 'Sera ya kuhifadhi nafasi kwa Kiingereza',
        policySw: 'Sera ya kuhifadhi nafasi kwa Kiswahili',
        saved: 'Mipangilio ya kuhifadhi nafasi mtandaoni imehifadhiwa',
        save: 'Hifadhi mipangilio ya mtandaoni',
        linkPaymentHours: 'Muda wa kulipa baada ya kiungo cha kuhifadhi (saa)',
      },
      share: {
        title: 'Shiriki ukurasa wako wa kuhifadhi nafasi',
        notLive:
          'Washa kuhifadhi nafasi mtandaoni na uhifadhi ili upate kiungo chako, msimbo wake wa QR na kipande cha tovuti yako.',
        link: 'Kiungo cha ukurasa wako wa kuhifadhi nafasi',
        copyLink: 'Nakili kiungo',
        qr: 'Msimbo wa QR kwa kadi iliyochapishwa, wasifu wa Instagram au hali ya WhatsApp',
        qrLabel: 'Msimbo wa QR wa ukurasa wako wa kuhifadhi nafasi',
        downloadPng: 'Pakua PNG',
        downloadFailed: 'Picha haikuweza kutengenezwa; jaribu tena',
        embed: 'Weka ukurasa kwenye tovuti yako',
        embedHelp:
          'Bandika hiki mahali ukurasa wa kuhifadhi nafasi unapopaswa kuonekana kwenye tovuti yako.',
        copyEmbed: 'Nakili kipande',
        frameTitle: 'Hifadhi nafasi mtandaoni',
        copied: 'Imenakiliwa',
        copyFailed: 'Haikuweza kunakili; chagua maandishi na uyanakili',
      },
    },
  },
} satisfies typeof settingsScreensEnglish;
