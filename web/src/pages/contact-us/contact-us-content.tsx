import { sitePages } from '#common/routes';

export function ContactUsContent() {
  return (
    <section>
      <h2>Contact Tradespace</h2>
      <p>
        Our support team is based in the UK and is here to help with your account, your membership, your leads and anything else about
        Tradespace.
      </p>

      <h3>Opening hours</h3>
      <p>Monday to Friday, 8am to 6pm, except bank holidays.</p>

      <h3>Send us a message</h3>
      <p>
        <a href={sitePages.ticketsCreate}>Write to our support team</a> with the form: you get a reference by e-mail straight away.
      </p>

      <h3>E-mail</h3>
      <p>
        <a href="mailto:support@tradespace.co.uk">support@tradespace.co.uk</a>
      </p>
      <p>We aim to reply to every e-mail within one working day.</p>

      <h3>Phone</h3>
      <p>
        <a href="tel:+443301234567">0330 123 4567</a>
      </p>
      <p>
        This is a UK rate number. Calls cost the same as calls to 01 and 02 numbers and are included in most inclusive minutes on mobiles
        and landlines.
      </p>

      <h3>Registered office address</h3>
      <address>
        Tradespace Ltd
        <br />
        Unit 4, Brookfield Court
        <br />
        21 Station Road
        <br />
        Leeds LS11 5QR
      </address>
      <p>This is our registered office. Tradespace Ltd is a company registered in England and Wales.</p>
    </section>
  );
}
