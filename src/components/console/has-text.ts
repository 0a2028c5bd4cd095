/** Whether an HTML body has any text (the rich-text editor's empty document is `<p></p>`). */
export const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;
