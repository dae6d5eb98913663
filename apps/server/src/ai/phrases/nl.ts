import type { PhrasePack } from './types.ts';

export const nl: PhrasePack = {
  locale: 'nl-NL',
  greet: {
    friendly: [(n) => `Hoi ${n},`, (n) => `Hallo ${n},`, (n) => `Hey ${n},`, (n) => `Hi ${n},`],
    professional: [(n) => `Beste ${n},`, (n) => `Goedendag ${n},`, (n) => `Hallo ${n},`, (n) => `Geachte ${n},`],
    sophisticated: [(n) => `Beste ${n},`, (n) => `Geachte ${n},`, (n) => `Goedendag ${n},`, (n) => `Hallo ${n},`],
  },
  greetNoName: {
    friendly: ['Hoi,', 'Hallo,', 'Hey,', 'Hi,'],
    professional: ['Goedendag,', 'Beste klant,', 'Hallo,', 'Geachte klant,'],
    sophisticated: ['Goedendag,', 'Geachte klant,', 'Beste klant,', 'Hallo,'],
  },
  praise: [
    (s) => `heel erg bedankt voor je lieve woorden over ${s}!`,
    (s) => `je review van ${s} maakte onze dag goed.`,
    (s) => `we zijn blij dat ${s} aan je verwachtingen voldoet.`,
    (s) => `bedankt dat je je ervaring met ${s} deelt.`,
    (s) => `je mening over ${s} zorgde voor een grote glimlach.`,
  ],
  praiseFollow: {
    friendly: 'Super fijn dat je er zo blij mee bent!',
    professional: 'Dank je wel dat je de tijd nam om dit te delen.',
    sophisticated: 'Het is een waar genoegen te weten dat het een plek bij je heeft gevonden.',
  },
  neutral: [
    (s) => `bedankt dat je de tijd nam om ons over ${s} te vertellen.`,
    (s) => `bedankt voor je eerlijke feedback over ${s}.`,
    (s) => `fijn dat je je gedachten over ${s} met ons deelt.`,
    (s) => `bedankt voor je reactie over ${s}.`,
    (s) => `bedankt dat je laat weten hoe ${s} bevalt.`,
  ],
  question: [
    'bedankt voor je vraag!',
    'goede vraag!',
    'leuk dat je het vraagt!',
    'we helpen je graag!',
    'bedankt voor je bericht!',
  ],
  answer: {
    buyAt: (p, url) => `Je kunt ${p} hier bestellen: ${url}`,
    buyAtStore: (url) => `Al onze producten vind je in onze webshop: ${url}`,
    inStock: (p) => `Goed nieuws: ${p} is nu op voorraad.`,
    soldOut: (p) => `${p} is op dit moment uitverkocht.`,
    price: (p, price) => `${p} kost ${price}.`,
    variants: (p, list) => `${p} is er in ${list}.`,
    shipping: 'Stuur ons een privébericht met je land, dan bekijken we de verzendmogelijkheden voor je.',
    askDetails: 'Stuur ons een privébericht met een paar details, dan komen we snel bij je terug.',
  },
  delivery: [
    'het spijt ons echt dat je bestelling zo lang op zich laat wachten.',
    'sorry voor het wachten, zo willen we het niet voor je.',
    'onze excuses dat je pakket nog niet is aangekomen.',
    'bedankt voor je geduld, en sorry voor de vertraging.',
    'het spijt ons dat je nog steeds op je bestelling wacht.',
  ],
  order: {
    unfulfilled: (o, placed) =>
      `Je bestelling ${o}, geplaatst op ${placed}, wordt klaargemaakt en is nog niet verzonden.`,
    in_transit: (o, shipped, carrier) =>
      `Je bestelling ${o} is op ${shipped}${carrier ? ` met ${carrier}` : ''} verzonden en is onderweg.`,
    delivered: (o, day) => `Je bestelling ${o} staat als bezorgd op ${day}.`,
    partially_fulfilled: (o) => `Een deel van je bestelling ${o} is verzonden; de rest wordt klaargemaakt.`,
    cancelled: (o) => `Je bestelling ${o} staat als geannuleerd.`,
    tracking: (number, url) => (url ? `Je kunt hem hier volgen: ${url}` : `Het trackingnummer is ${number}.`),
  },
  deliveryNext: {
    withOrder: 'Klopt er iets niet? Reageer op dit bericht en we nemen meteen contact op met de vervoerder.',
    withoutOrder: 'Stuur ons je bestelnummer in een privébericht, dan zoeken we meteen uit waar hij is.',
  },
  quality: [
    (s) => `het spijt ons echt dat ${s} niet in goede staat is aangekomen.`,
    (s) => `sorry om te lezen dat er een probleem is met ${s}.`,
    (s) => `onze excuses: zo had ${s} je nooit mogen bereiken.`,
    (s) => `het spijt ons dat ${s} je heeft teleurgesteld.`,
    (s) => `bedankt dat je het probleem met ${s} meldt, en sorry.`,
  ],
  sizing: [
    (s) => `het spijt ons dat de maat van ${s} niet goed was.`,
    (s) => `jammer dat ${s} niet zat zoals verwacht.`,
    (s) => `bedankt voor je feedback over de pasvorm van ${s}, en sorry voor het ongemak.`,
    (s) => `onze excuses dat de maat van ${s} niet klopte.`,
    (s) => `sorry dat ${s} niet paste.`,
  ],
  sizingNext: 'We helpen je graag met een ruil voor een andere maat: reageer met je bestelnummer.',
  service: [
    'het spijt ons dat we je hebben teleurgesteld en dat je niet het antwoord kreeg dat je nodig had.',
    'het spijt ons hoe het contact met ons team is verlopen.',
    'onze excuses: je verdiende een snel en behulpzaam antwoord.',
    'sorry dat we zo moeilijk bereikbaar waren.',
    'bedankt dat je het ons laat weten, en sorry dat we tekortschoten.',
  ],
  negative: [
    (s) => `het spijt ons dat ${s} niet aan je verwachtingen voldeed.`,
    (s) => `bedankt voor je eerlijke feedback over ${s}, en sorry.`,
    (s) => `het spijt ons hoe je ervaring met ${s} was.`,
    (s) => `onze excuses dat ${s} tegenviel.`,
    (s) => `jammer dat ${s} niet was wat je hoopte.`,
  ],
  contact: {
    social: 'Stuur ons een privébericht met je bestelnummer, zodat we het kunnen oplossen.',
    review: (store) =>
      store
        ? `Neem contact met ons op via ${store} met je bestelnummer, zodat we het kunnen oplossen.`
        : 'Reageer op dit bericht met je bestelnummer, zodat we het kunnen oplossen.',
  },
  closing: {
    friendly: (b) => `Hartelijke groet, het ${b}-team`,
    professional: (b) => `Met vriendelijke groet, ${b} Klantenservice`,
    sophisticated: (b) => `Met de hartelijkste groeten, ${b}`,
  },
  subject: { review: 'je bestelling', social: 'onze producten' },
};
