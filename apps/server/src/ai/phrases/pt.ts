import type { LanguagePack } from './types.ts';

/** Brazilian Portuguese, the variant most reviewers write. */
export const pt: LanguagePack = {
  greeting: {
    friendly: (n) => `Olá ${n},`,
    professional: (n) => `Prezado(a) ${n},`,
    sophisticated: (n) => `Caro(a) ${n},`,
  },
  greetingNoName: { friendly: 'Olá,', professional: 'Prezado(a) cliente,', sophisticated: 'Caro(a) cliente,' },
  body: {
    friendly: {
      delighted: (s) =>
        `muito obrigado pelas palavras tão carinhosas sobre ${s}! Ficamos muito felizes por você ter gostado tanto.`,
      positive: (s) => `obrigado por compartilhar sua experiência com ${s}. Que bom que você está gostando!`,
      neutral: (s) => `obrigado pela sua opinião sobre ${s}. Ela nos ajuda a melhorar.`,
      concerned: (s) =>
        `obrigado pelo seu feedback sincero sobre ${s}. Lamentamos que não tenha atendido totalmente às suas expectativas.`,
      apologetic: (s) => `sentimos muito pela sua experiência com ${s}. Não é esse o padrão que buscamos.`,
    },
    professional: {
      delighted: (s) =>
        `agradecemos a sua excelente avaliação sobre ${s}. Ficamos satisfeitos por ter superado as suas expectativas.`,
      positive: (s) =>
        `agradecemos o seu feedback positivo sobre ${s}. Valorizamos o tempo que dedicou a compartilhá-lo.`,
      neutral: (s) =>
        `agradecemos a sua opinião sobre ${s}. Analisamos cada comentário com atenção para aprimorar nossos produtos.`,
      concerned: (s) =>
        `agradecemos o seu retorno sobre ${s}. Lamentamos que não tenha atendido plenamente às suas expectativas.`,
      apologetic: (s) =>
        `pedimos sinceras desculpas pela sua experiência com ${s}. Ela não corresponde aos nossos padrões.`,
    },
    sophisticated: {
      delighted: (s) =>
        `suas gentis palavras sobre ${s} são um verdadeiro prazer. É maravilhoso saber que lhe trouxe tanta alegria.`,
      positive: (s) => `é um prazer saber que está apreciando ${s}. Obrigado por compartilhar suas impressões.`,
      neutral: (s) =>
        `somos gratos pelas suas impressões sobre ${s}. Cada perspectiva nos ajuda a aperfeiçoar o que criamos.`,
      concerned: (s) =>
        `agradecemos a sua franqueza sobre ${s} e lamentamos que não tenha correspondido às suas expectativas.`,
      apologetic: (s) =>
        `aceite, por favor, nossas mais sinceras desculpas pela sua experiência com ${s}. Está longe do cuidado que desejamos oferecer.`,
    },
  },
  socialThanks: {
    friendly: 'obrigado pelo seu comentário! Adoramos ter notícias suas.',
    professional: 'agradecemos o seu comentário e o seu interesse.',
    sophisticated: 'obrigado pelo seu gentil comentário; é sempre um prazer ter notícias suas.',
  },
  fix: {
    friendly: 'Responda a esta mensagem ou fale com o nosso suporte para resolvermos isso.',
    professional:
      'Por favor, entre em contato com o nosso atendimento ao cliente para que possamos resolver isso rapidamente.',
    sophisticated: 'Teremos todo o prazer em resolver isso pessoalmente; escreva-nos quando lhe for conveniente.',
  },
  closing: {
    friendly: (b) => `Um abraço, equipe ${b}`,
    professional: (b) => `Atenciosamente, atendimento ao cliente ${b}`,
    sophisticated: (b) => `Com os nossos mais calorosos cumprimentos, ${b}`,
  },
  reviewSubject: 'o produto',
  socialSubject: 'os nossos produtos',
};
