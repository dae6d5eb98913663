import type { LanguagePack } from './types.ts';

export const fr: LanguagePack = {
  greeting: {
    friendly: (n) => `Bonjour ${n},`,
    professional: (n) => `Bonjour ${n},`,
    sophisticated: (n) => `Cher·e ${n},`,
  },
  greetingNoName: {
    friendly: 'Bonjour,',
    professional: 'Madame, Monsieur,',
    sophisticated: 'Chère cliente, cher client,',
  },
  body: {
    friendly: {
      delighted: (s) => `merci infiniment pour vos mots sur ${s} ! Nous sommes ravis que cela vous plaise autant.`,
      positive: (s) => `merci d'avoir partagé votre expérience avec ${s}. Nous sommes heureux que cela vous plaise.`,
      neutral: (s) => `merci pour votre avis sur ${s}. Il nous aide à progresser.`,
      concerned: (s) =>
        `merci pour votre retour sincère sur ${s}. Nous regrettons que cela n'ait pas répondu à toutes vos attentes.`,
      apologetic: (s) =>
        `nous sommes vraiment désolés de votre expérience avec ${s}. Ce n'est pas notre niveau d'exigence.`,
    },
    professional: {
      delighted: (s) =>
        `nous vous remercions pour votre excellent avis sur ${s}. Nous sommes ravis que cela ait dépassé vos attentes.`,
      positive: (s) =>
        `nous vous remercions pour votre retour positif sur ${s}. Nous apprécions le temps que vous y avez consacré.`,
      neutral: (s) =>
        `nous vous remercions pour votre avis sur ${s}. Chaque retour est étudié avec attention pour améliorer nos produits.`,
      concerned: (s) =>
        `nous vous remercions pour votre retour sur ${s}. Nous regrettons que cela n'ait pas pleinement répondu à vos attentes.`,
      apologetic: (s) =>
        `nous vous présentons nos sincères excuses pour votre expérience avec ${s}. Elle ne correspond pas à nos standards.`,
    },
    sophisticated: {
      delighted: (s) =>
        `vos mots si aimables sur ${s} nous touchent profondément. Savoir que cela vous enchante est un véritable bonheur.`,
      positive: (s) => `c'est un plaisir d'apprendre que vous appréciez ${s}. Merci de partager vos impressions.`,
      neutral: (s) =>
        `nous vous sommes reconnaissants pour vos impressions sur ${s}. Chaque regard nous aide à affiner nos créations.`,
      concerned: (s) =>
        `nous apprécions votre franchise au sujet de ${s} et regrettons que cela n'ait pas été à la hauteur de vos attentes.`,
      apologetic: (s) =>
        `veuillez accepter nos plus sincères excuses pour votre expérience avec ${s}. Elle est bien loin de l'attention que nous souhaitons offrir.`,
    },
  },
  socialThanks: {
    friendly: 'merci beaucoup pour votre commentaire ! Nous adorons vous lire.',
    professional: 'merci pour votre commentaire. Nous apprécions votre intérêt.',
    sophisticated: 'merci pour votre charmant commentaire ; c’est toujours un plaisir de vous lire.',
  },
  fix: {
    friendly: 'Répondez à ce message ou contactez notre service client pour que nous puissions arranger cela.',
    professional:
      'Nous vous invitons à contacter notre service client afin que nous puissions résoudre ce problème rapidement.',
    sophisticated:
      'Nous serions heureux d’y remédier personnellement ; n’hésitez pas à nous écrire à votre convenance.',
  },
  closing: {
    friendly: (b) => `Bien cordialement, l'équipe ${b}`,
    professional: (b) => `Cordialement, le service client ${b}`,
    sophisticated: (b) => `Avec nos salutations les plus chaleureuses, ${b}`,
  },
  reviewSubject: 'votre achat',
  socialSubject: 'nos produits',
};
