import { ContactUsContent } from './contact-us-content';

export default function ContactUsPage() {
  return (
    <article className="page">
      <h1>Contact us</h1>
      <ContactUsContent />
    </article>
  );
}
