import type { LanguagePack } from './types.ts';

export const en: LanguagePack = {
  greeting: { friendly: (n) => `Hi ${n},`, professional: (n) => `Dear ${n},`, sophisticated: (n) => `Dear ${n},` },
  greetingNoName: { friendly: 'Hi there,', professional: 'Hello,', sophisticated: 'Good day,' },
  body: {
    friendly: {
      delighted: (s) => `thank you so much for the wonderful words about ${s}! We're thrilled it made you this happy.`,
      positive: (s) => `thanks a lot for sharing your experience with ${s}. We're glad you're enjoying it.`,
      neutral: (s) => `thank you for taking the time to tell us about ${s}. Your feedback helps us improve.`,
      concerned: (s) =>
        `thank you for your honest feedback on ${s}. We're sorry it didn't fully meet your expectations.`,
      apologetic: (s) =>
        `we're truly sorry about your experience with ${s}. This isn't the standard we hold ourselves to.`,
    },
    professional: {
      delighted: (s) =>
        `thank you for your excellent review of ${s}. We are delighted that it exceeded your expectations.`,
      positive: (s) => `thank you for your positive feedback on ${s}. We appreciate you taking the time to share it.`,
      neutral: (s) => `thank you for your feedback on ${s}. We review every comment carefully to improve our products.`,
      concerned: (s) => `thank you for your feedback on ${s}. We regret that it did not fully meet your expectations.`,
      apologetic: (s) =>
        `we sincerely apologise for your experience with ${s}. This falls short of the standard we set for ourselves.`,
    },
    sophisticated: {
      delighted: (s) =>
        `your kind words about ${s} are a true pleasure to read. It is wonderful to know it has brought you such delight.`,
      positive: (s) =>
        `it is a pleasure to hear that ${s} has found a place in your life. Thank you for sharing your impressions.`,
      neutral: (s) =>
        `we are grateful for your thoughtful impressions of ${s}. Every perspective helps us refine what we create.`,
      concerned: (s) =>
        `we appreciate your candour regarding ${s}, and we regret that it did not quite live up to your expectations.`,
      apologetic: (s) =>
        `please accept our sincere apologies for your experience with ${s}. It is far from the care we wish every customer to feel.`,
    },
  },
  socialThanks: {
    friendly: 'thanks so much for your comment! We love hearing from you.',
    professional: 'thank you for your comment. We appreciate you engaging with us.',
    sophisticated: 'thank you for your lovely comment; it is always a pleasure to hear from you.',
  },
  fix: {
    friendly: 'Please reply to this message or contact our support team so we can make it right.',
    professional: 'Please contact our customer service team so that we can resolve this for you promptly.',
    sophisticated:
      'We would be glad to make this right personally; please do reach out to our team at your convenience.',
  },
  closing: {
    friendly: (b) => `Warm regards, the ${b} team`,
    professional: (b) => `Kind regards, ${b} Customer Care`,
    sophisticated: (b) => `With our warmest regards, ${b}`,
  },
  reviewSubject: 'your order',
  socialSubject: 'our products',
};
