/** A dialable tel: URL: '+91 98765 43210' → 'tel:+919876543210'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
