import type { LanguagePack } from './types.ts';

/** Friendly uses "du" like most modern shops; the other tones use "Sie". Subjects stand in the dative. */
export const de: LanguagePack = {
  greeting: {
    friendly: (n) => `Hallo ${n},`,
    professional: (n) => `Guten Tag ${n},`,
    sophisticated: (n) => `Liebe/r ${n},`,
  },
  greetingNoName: {
    friendly: 'Hallo,',
    professional: 'Guten Tag,',
    sophisticated: 'Sehr geehrte Kundin, sehr geehrter Kunde,',
  },
  body: {
    friendly: {
      delighted: (s) => `vielen herzlichen Dank für deine lieben Worte zu ${s}! Wir freuen uns riesig.`,
      positive: (s) => `danke, dass du deine Erfahrung mit ${s} teilst. Schön, dass es dir gefällt.`,
      neutral: (s) => `danke für dein Feedback zu ${s}. Es hilft uns, besser zu werden.`,
      concerned: (s) =>
        `danke für dein ehrliches Feedback zu ${s}. Es tut uns leid, dass es deine Erwartungen nicht ganz erfüllt hat.`,
      apologetic: (s) =>
        `es tut uns wirklich leid, wie deine Erfahrung mit ${s} war. Das entspricht nicht unserem Anspruch.`,
    },
    professional: {
      delighted: (s) =>
        `vielen Dank für Ihre ausgezeichnete Bewertung zu ${s}. Es freut uns sehr, dass Ihre Erwartungen übertroffen wurden.`,
      positive: (s) =>
        `vielen Dank für Ihr positives Feedback zu ${s}. Wir schätzen es, dass Sie sich die Zeit dafür genommen haben.`,
      neutral: (s) =>
        `vielen Dank für Ihr Feedback zu ${s}. Wir prüfen jede Rückmeldung sorgfältig, um unsere Produkte zu verbessern.`,
      concerned: (s) =>
        `vielen Dank für Ihre Rückmeldung zu ${s}. Wir bedauern, dass Ihre Erwartungen nicht vollständig erfüllt wurden.`,
      apologetic: (s) =>
        `wir entschuldigen uns aufrichtig für Ihre Erfahrung mit ${s}. Das entspricht nicht unseren Standards.`,
    },
    sophisticated: {
      delighted: (s) =>
        `Ihre freundlichen Worte zu ${s} sind uns eine große Freude. Wie schön zu wissen, dass es Sie so begeistert.`,
      positive: (s) =>
        `es ist uns eine Freude zu hören, dass Sie Gefallen an ${s} finden. Danke, dass Sie Ihre Eindrücke teilen.`,
      neutral: (s) =>
        `wir sind Ihnen dankbar für Ihre Eindrücke zu ${s}. Jede Perspektive hilft uns, unsere Arbeit zu verfeinern.`,
      concerned: (s) =>
        `wir schätzen Ihre Offenheit zu ${s} und bedauern, dass es Ihren Erwartungen nicht ganz gerecht wurde.`,
      apologetic: (s) =>
        `bitte nehmen Sie unsere aufrichtige Entschuldigung für Ihre Erfahrung mit ${s} an. Sie entspricht nicht der Sorgfalt, die wir jedem Kunden schenken möchten.`,
    },
  },
  socialThanks: {
    friendly: 'danke für deinen Kommentar! Wir freuen uns immer, von dir zu hören.',
    professional: 'vielen Dank für Ihren Kommentar. Wir schätzen Ihr Interesse.',
    sophisticated: 'vielen Dank für Ihren reizenden Kommentar; es ist uns stets eine Freude, von Ihnen zu hören.',
  },
  fix: {
    friendly: 'Antworte uns gern oder kontaktiere unseren Support, damit wir es wiedergutmachen können.',
    professional:
      'Bitte wenden Sie sich an unseren Kundenservice, damit wir das Anliegen schnell für Sie lösen können.',
    sophisticated: 'Wir würden dies gern persönlich für Sie in Ordnung bringen; schreiben Sie uns jederzeit.',
  },
  closing: {
    friendly: (b) => `Liebe Grüße, dein ${b}-Team`,
    professional: (b) => `Mit freundlichen Grüßen, Ihr ${b} Kundenservice`,
    sophisticated: (b) => `Mit herzlichsten Grüßen, ${b}`,
  },
  reviewSubject: 'unserem Produkt',
  socialSubject: 'unseren Produkten',
};
