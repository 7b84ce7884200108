/** The company's contact details live in domain/ so the server's PDFs print the same ones. */
export { cityLine, ContactDetails } from '#domain/site/contact-details.ts';
