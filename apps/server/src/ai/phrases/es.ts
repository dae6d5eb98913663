import type { LanguagePack } from './types.ts';

export const es: LanguagePack = {
  greeting: {
    friendly: (n) => `Hola ${n},`,
    professional: (n) => `Estimado/a ${n}:`,
    sophisticated: (n) => `Apreciado/a ${n}:`,
  },
  greetingNoName: { friendly: 'Hola,', professional: 'Buenos días:', sophisticated: 'Estimado/a cliente:' },
  body: {
    friendly: {
      delighted: (s) => `¡muchísimas gracias por tus palabras sobre ${s}! Nos alegra mucho que te encante.`,
      positive: (s) => `gracias por contarnos tu experiencia con ${s}. Nos alegra que estés disfrutando de tu compra.`,
      neutral: (s) => `gracias por tu opinión sobre ${s}. Nos ayuda a mejorar.`,
      concerned: (s) =>
        `gracias por tu opinión sincera sobre ${s}. Lamentamos que no cumpliera del todo tus expectativas.`,
      apologetic: (s) => `lamentamos mucho tu experiencia con ${s}. No es el nivel que buscamos.`,
    },
    professional: {
      delighted: (s) =>
        `le agradecemos su excelente reseña sobre ${s}. Nos complace que haya superado sus expectativas.`,
      positive: (s) =>
        `gracias por su valoración positiva sobre ${s}. Apreciamos que se haya tomado el tiempo de compartirla.`,
      neutral: (s) => `gracias por sus comentarios sobre ${s}. Revisamos cada opinión para mejorar nuestros productos.`,
      concerned: (s) =>
        `gracias por sus comentarios sobre ${s}. Lamentamos que no haya cumplido plenamente sus expectativas.`,
      apologetic: (s) =>
        `le pedimos sinceras disculpas por su experiencia con ${s}. No está a la altura de nuestros estándares.`,
    },
    sophisticated: {
      delighted: (s) =>
        `sus amables palabras sobre ${s} son un verdadero placer. Es maravilloso saber que le ha aportado tanta alegría.`,
      positive: (s) => `es un placer saber que disfruta con ${s}. Gracias por compartir sus impresiones.`,
      neutral: (s) =>
        `agradecemos sus reflexiones sobre ${s}. Cada perspectiva nos ayuda a perfeccionar lo que creamos.`,
      concerned: (s) =>
        `apreciamos su franqueza sobre ${s} y lamentamos que no haya estado a la altura de sus expectativas.`,
      apologetic: (s) =>
        `le rogamos acepte nuestras más sinceras disculpas por su experiencia con ${s}. Está lejos del cuidado que deseamos ofrecer.`,
    },
  },
  socialThanks: {
    friendly: '¡gracias por tu comentario! Nos encanta saber de ti.',
    professional: 'gracias por su comentario. Agradecemos su interés.',
    sophisticated: 'gracias por su encantador comentario; siempre es un placer saber de usted.',
  },
  fix: {
    friendly: 'Escríbenos o contacta con nuestro equipo de soporte para solucionarlo.',
    professional: 'Le rogamos que contacte con nuestro servicio de atención al cliente para resolverlo cuanto antes.',
    sophisticated: 'Nos encantaría resolverlo personalmente; no dude en escribirnos cuando le convenga.',
  },
  closing: {
    friendly: (b) => `Un saludo, el equipo de ${b}`,
    professional: (b) => `Atentamente, atención al cliente de ${b}`,
    sophisticated: (b) => `Con nuestros más cordiales saludos, ${b}`,
  },
  reviewSubject: 'el producto',
  socialSubject: 'nuestros productos',
};
