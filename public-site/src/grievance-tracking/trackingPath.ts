/** The tracking page of a complaint number: a link that opens with its result. */
export const trackingPath = (number: string) =>
  `/trackgrievance?number=${encodeURIComponent(number)}`;
