import type { LanguagePack } from './types.ts';

/** The subject stands as a sentence subject or after "con", where Italian takes any noun phrase. */
export const it: LanguagePack = {
  greeting: {
    friendly: (n) => `Ciao ${n},`,
    professional: (n) => `Gentile ${n},`,
    sophisticated: (n) => `Gentilissimo/a ${n},`,
  },
  greetingNoName: { friendly: 'Ciao,', professional: 'Gentile cliente,', sophisticated: 'Gentilissimo/a cliente,' },
  body: {
    friendly: {
      delighted: (s) =>
        `grazie di cuore per le tue splendide parole! Siamo felicissimi che ${s} ti sia piaciuto così tanto.`,
      positive: (s) => `grazie per aver condiviso la tua esperienza con ${s}. Siamo contenti che ti piaccia.`,
      neutral: (s) => `grazie per averci raccontato la tua esperienza con ${s}. Il tuo parere ci aiuta a migliorare.`,
      concerned: (s) =>
        `grazie per il tuo feedback sincero. Ci dispiace che ${s} non abbia soddisfatto del tutto le tue aspettative.`,
      apologetic: (s) =>
        `ci dispiace davvero per la tua esperienza con ${s}. Non è lo standard che ci aspettiamo da noi stessi.`,
    },
    professional: {
      delighted: (s) =>
        `la ringraziamo per l'ottima recensione. Siamo lieti che ${s} abbia superato le Sue aspettative.`,
      positive: (s) =>
        `la ringraziamo per il riscontro positivo sulla Sua esperienza con ${s}. Apprezziamo il tempo che ci ha dedicato.`,
      neutral: (s) =>
        `la ringraziamo per il Suo riscontro sulla Sua esperienza con ${s}. Esaminiamo ogni commento per migliorare i nostri prodotti.`,
      concerned: (s) =>
        `la ringraziamo per il Suo riscontro. Ci rammarica che ${s} non abbia pienamente soddisfatto le Sue aspettative.`,
      apologetic: (s) =>
        `ci scusiamo sinceramente per la Sua esperienza con ${s}. Non è all'altezza dei nostri standard.`,
    },
    sophisticated: {
      delighted: (s) =>
        `le Sue gentili parole sono per noi un vero piacere. È meraviglioso sapere che ${s} Le abbia regalato tanta gioia.`,
      positive: (s) =>
        `è un piacere sapere che ${s} Le stia dando soddisfazione. Grazie per aver condiviso le Sue impressioni.`,
      neutral: (s) =>
        `siamo grati per le Sue riflessioni sulla Sua esperienza con ${s}. Ogni punto di vista ci aiuta a perfezionare ciò che creiamo.`,
      concerned: (s) =>
        `apprezziamo la Sua franchezza e ci rammarica che ${s} non sia stato all'altezza delle Sue aspettative.`,
      apologetic: (s) =>
        `la preghiamo di accettare le nostre più sincere scuse per la Sua esperienza con ${s}. È lontana dalla cura che desideriamo offrire.`,
    },
  },
  socialThanks: {
    friendly: 'grazie mille per il tuo commento! Ci fa sempre piacere sentirti.',
    professional: 'la ringraziamo per il Suo commento e per il Suo interesse.',
    sophisticated: 'grazie per il Suo gentile commento; è sempre un piacere leggerLa.',
  },
  fix: {
    friendly: 'Rispondi a questo messaggio o contatta il nostro supporto, così possiamo rimediare.',
    professional: 'La invitiamo a contattare il nostro servizio clienti, così potremo risolvere rapidamente.',
    sophisticated: 'Saremo lieti di rimediare personalmente; non esiti a scriverci quando preferisce.',
  },
  closing: {
    friendly: (b) => `Un caro saluto, il team ${b}`,
    professional: (b) => `Cordiali saluti, il servizio clienti ${b}`,
    sophisticated: (b) => `Con i nostri più calorosi saluti, ${b}`,
  },
  reviewSubject: 'il prodotto',
  socialSubject: 'il nostro lavoro',
};
