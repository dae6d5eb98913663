import type { PhrasePack } from './types.ts';

export const de: PhrasePack = {
  locale: 'de-DE',
  greet: {
    friendly: [(n) => `Hallo ${n},`, (n) => `Hi ${n},`, (n) => `Hey ${n},`, (n) => `Servus ${n},`],
    professional: [(n) => `Guten Tag ${n},`, (n) => `Hallo ${n},`, (n) => `Liebe/r ${n},`, (n) => `Grüß Gott ${n},`],
    sophisticated: [
      (n) => `Liebe/r ${n},`,
      (n) => `Guten Tag ${n},`,
      (n) => `Hallo ${n},`,
      (n) => `Einen schönen Tag ${n},`,
    ],
  },
  greetNoName: {
    friendly: ['Hallo,', 'Hi,', 'Hey,', 'Servus,'],
    professional: ['Guten Tag,', 'Hallo,', 'Liebe Kundin, lieber Kunde,', 'Grüß Gott,'],
    sophisticated: ['Guten Tag,', 'Liebe Kundin, lieber Kunde,', 'Hallo,', 'Einen schönen Tag,'],
  },
  praise: [
    (s) => `vielen herzlichen Dank für Ihre lieben Worte zu ${s}!`,
    (s) => `Ihre Bewertung von ${s} hat uns den Tag versüßt.`,
    (s) => `wir freuen uns sehr, dass ${s} Ihre Erwartungen erfüllt hat.`,
    (s) => `danke, dass Sie Ihre Erfahrung mit ${s} teilen.`,
    (s) => `Ihr Feedback zu ${s} hat uns ein großes Lächeln geschenkt.`,
  ],
  praiseFollow: {
    friendly: 'Wir freuen uns riesig, dass es Ihnen gefällt!',
    professional: 'Wir danken Ihnen, dass Sie sich die Zeit dafür genommen haben.',
    sophisticated: 'Es ist uns eine aufrichtige Freude, dass es bei Ihnen seinen Platz gefunden hat.',
  },
  neutral: [
    (s) => `danke, dass Sie sich die Zeit nehmen, uns von ${s} zu erzählen.`,
    (s) => `danke für Ihr ehrliches Feedback zu ${s}.`,
    (s) => `wir schätzen es, dass Sie Ihre Gedanken zu ${s} teilen.`,
    (s) => `danke für Ihren Kommentar zu ${s}.`,
    (s) => `danke, dass Sie uns sagen, wie Sie mit ${s} zurechtkommen.`,
  ],
  question: [
    'danke für Ihre Frage!',
    'gute Frage!',
    'danke, dass Sie fragen!',
    'wir helfen gern!',
    'danke für Ihre Nachricht!',
  ],
  answer: {
    buyAt: (p, url) => `Sie können ${p} direkt hier bestellen: ${url}`,
    buyAtStore: (url) => `Alle unsere Produkte finden Sie in unserem Onlineshop: ${url}`,
    inStock: (p) => `Gute Nachricht: ${p} ist gerade auf Lager.`,
    soldOut: (p) => `${p} ist im Moment leider ausverkauft.`,
    price: (p, price) => `${p} kostet ${price}.`,
    variants: (p, list) => `${p} gibt es in ${list}.`,
    shipping: 'Schicken Sie uns eine private Nachricht mit Ihrem Land, dann prüfen wir die Versandoptionen für Sie.',
    askDetails:
      'Schicken Sie uns eine private Nachricht mit ein paar Details, dann melden wir uns schnell mit einer Antwort.',
  },
  delivery: [
    'es tut uns wirklich leid, dass Ihre Bestellung so lange dauert.',
    'entschuldigen Sie die Wartezeit, so soll es bei uns nicht sein.',
    'wir bitten um Entschuldigung, dass Ihr Paket noch nicht angekommen ist.',
    'danke für Ihre Geduld, und entschuldigen Sie die Verzögerung.',
    'es tut uns leid, dass Sie immer noch auf Ihre Bestellung warten.',
  ],
  order: {
    unfulfilled: (o, placed) =>
      `Ihre Bestellung ${o} vom ${placed} wird gerade vorbereitet und ist noch nicht versandt.`,
    in_transit: (o, shipped, carrier) =>
      `Ihre Bestellung ${o} wurde am ${shipped}${carrier ? ` mit ${carrier}` : ''} verschickt und ist unterwegs.`,
    delivered: (o, day) => `Ihre Bestellung ${o} wird als am ${day} zugestellt angezeigt.`,
    partially_fulfilled: (o) => `Ein Teil Ihrer Bestellung ${o} ist unterwegs; der Rest wird vorbereitet.`,
    cancelled: (o) => `Ihre Bestellung ${o} wird als storniert angezeigt.`,
    tracking: (number, url) => (url ? `Hier können Sie sie verfolgen: ${url}` : `Die Sendungsnummer lautet ${number}.`),
  },
  deliveryNext: {
    withOrder:
      'Falls etwas nicht stimmt, antworten Sie einfach auf diese Nachricht und wir haken sofort beim Versanddienst nach.',
    withoutOrder: 'Schicken Sie uns Ihre Bestellnummer per privater Nachricht, dann prüfen wir sofort, wo sie ist.',
  },
  quality: [
    (s) => `es tut uns aufrichtig leid, dass ${s} nicht im einwandfreien Zustand angekommen ist.`,
    (s) => `es tut uns leid, von dem Problem mit ${s} zu lesen.`,
    (s) => `wir entschuldigen uns: So hätte ${s} Sie nie erreichen dürfen.`,
    (s) => `es tut uns leid, dass ${s} Sie enttäuscht hat.`,
    (s) => `danke, dass Sie uns auf das Problem mit ${s} hinweisen, und entschuldigen Sie bitte.`,
  ],
  sizing: [
    (s) => `es tut uns leid, dass die Größe von ${s} nicht gepasst hat.`,
    (s) => `schade, dass ${s} nicht wie erwartet sitzt.`,
    (s) => `danke für Ihren Hinweis zur Passform von ${s}, und entschuldigen Sie die Umstände.`,
    (s) => `wir entschuldigen uns, dass die Größe von ${s} nicht gestimmt hat.`,
    (s) => `es tut uns leid, dass ${s} nicht passt.`,
  ],
  sizingNext:
    'Gern helfen wir Ihnen beim Umtausch in eine andere Größe: Antworten Sie einfach mit Ihrer Bestellnummer.',
  service: [
    'es tut uns leid, dass wir Sie enttäuscht haben und Sie nicht die Antwort bekommen haben, die Sie brauchten.',
    'es tut uns leid, welche Erfahrung Sie mit unserem Team gemacht haben.',
    'wir entschuldigen uns: Sie hätten eine schnelle und hilfreiche Antwort verdient.',
    'es tut uns leid, dass wir so schwer zu erreichen waren.',
    'danke, dass Sie es uns sagen, und entschuldigen Sie, dass wir nicht gut genug waren.',
  ],
  negative: [
    (s) => `es tut uns leid, dass ${s} Ihre Erwartungen nicht erfüllt hat.`,
    (s) => `danke für Ihr ehrliches Feedback zu ${s}, und es tut uns leid.`,
    (s) => `es tut uns leid, welche Erfahrung Sie mit ${s} gemacht haben.`,
    (s) => `wir entschuldigen uns, dass ${s} nicht überzeugt hat.`,
    (s) => `schade, dass ${s} nicht Ihren Vorstellungen entsprach.`,
  ],
  contact: {
    social:
      'Schicken Sie uns bitte eine private Nachricht mit Ihrer Bestellnummer, damit wir das in Ordnung bringen können.',
    review: (store) =>
      store
        ? `Bitte kontaktieren Sie uns über ${store} mit Ihrer Bestellnummer, damit wir das in Ordnung bringen können.`
        : 'Bitte antworten Sie auf diese Nachricht mit Ihrer Bestellnummer, damit wir das in Ordnung bringen können.',
  },
  closing: {
    friendly: (b) => `Herzliche Grüße, Ihr ${b}-Team`,
    professional: (b) => `Mit freundlichen Grüßen, Ihr ${b} Kundenservice`,
    sophisticated: (b) => `Mit herzlichsten Grüßen, ${b}`,
  },
  subject: { review: 'Ihre Bestellung', social: 'unsere Produkte' },
};
