import { Anchor } from '@mantine/core';
import { cityLine, ContactDetails } from '../../lib/contact-details.ts';
import { LegalDocument } from './legal-document.tsx';

export function PrivacyPolicyPage() {
  const { legalName, privacyEmail, phone, warehouses } = ContactDetails;
  const office = warehouses[0];
  return (
    <LegalDocument title="Privacy Policy" lastUpdated="November 2026">
      <p>
        {legalName} (&ldquo;Maplepost&rdquo;) collects only the personal information it needs to
        ship your parcels, and protects it as the Personal Information Protection and Electronic
        Documents Act (PIPEDA) and British Columbia&rsquo;s Personal Information Protection Act
        require. This policy explains what we collect, why, who we share it with, and the choices
        you have.
      </p>

      <h2>Who is accountable</h2>
      <p>
        Our Privacy Officer is responsible for how we handle personal information. You can reach
        them at <Anchor href={`mailto:${privacyEmail}`}>{privacyEmail}</Anchor>, by phone at{' '}
        <Anchor href={phone.href}>{phone.display}</Anchor>, or by mail at Privacy Officer,{' '}
        {legalName}, {office.street}, {cityLine(office)}.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name or company name, email address, phone number and
          a scrambled (hashed) form of your password. We never see or store your password itself.
        </li>
        <li>
          <strong>Your shipments:</strong> sender and recipient names, addresses and phone numbers,
          parcel weight and size, delivery remarks, and for cross-border shipments a description and
          value of the contents.
        </li>
        <li>
          <strong>Your address book:</strong> the addresses you choose to save.
        </li>
        <li>
          <strong>Payments:</strong> our payment provider handles card details. We receive only the
          card brand, its last four digits and the result of the charge. Business accounts also have
          billing and invoice records.
        </li>
        <li>
          <strong>Messages:</strong> what you send our support team by email, phone or the contact
          form.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address, browser type and the times of your
          requests, kept in our server logs to protect the service.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>to give you rates, create shipments and labels, arrange pickups and show tracking;</li>
        <li>to take payment and send receipts and invoices;</li>
        <li>to answer your questions and handle claims;</li>
        <li>to keep accounts secure and detect fraud or prohibited shipments;</li>
        <li>to meet our legal duties, such as tax records and customs declarations;</li>
        <li>to improve the service, using statistics that do not identify anyone.</li>
      </ul>
      <p>
        We do not sell personal information or use it for advertising by others. We send marketing
        email only if you agree to it, as Canada&rsquo;s Anti-Spam Legislation requires, and every
        such email has a link to unsubscribe.
      </p>

      <h2>Consent</h2>
      <p>
        By creating an account or a shipment you consent to the uses above. When you enter a
        recipient&rsquo;s details, you confirm that you may share them with us so that the parcel
        can be delivered. You can withdraw consent at any time, subject to legal or contractual
        limits; we will tell you if that means we can no longer provide a service.
      </p>

      <h2>Who we share it with</h2>
      <ul>
        <li>
          <strong>Carriers and delivery partners</strong> receive the names, addresses, phone
          numbers and parcel details they need to pick up and deliver.
        </li>
        <li>
          <strong>Customs authorities</strong> (the Canada Border Services Agency and US Customs and
          Border Protection) receive the declarations that cross-border shipments require.
        </li>
        <li>
          <strong>Our payment provider</strong> processes card payments under its own privacy
          obligations.
        </li>
        <li>
          <strong>Service providers</strong> that host our systems and send our emails act only on
          our instructions, under contracts that require them to protect your information.
        </li>
        <li>
          <strong>Authorities</strong> when the law requires it, for example under a court order.
        </li>
      </ul>
      <p>
        Shipments to the United States and some of our service providers mean that personal
        information may be processed outside Canada, where the laws of that country apply and its
        authorities may be able to access it.
      </p>

      <h2>Cookies</h2>
      <p>
        We use one essential cookie that keeps you logged in. It cannot be read by scripts on the
        page and expires when your session ends. We do not use advertising or third-party tracking
        cookies.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Account and address book details: while your account is open, and deleted within 90 days
          of closing it.
        </li>
        <li>
          Shipment, payment and invoice records: six years after the end of the tax year they belong
          to, as the Canada Revenue Agency requires.
        </li>
        <li>Server logs: 90 days.</li>
      </ul>

      <h2>How we protect it</h2>
      <p>
        Connections to Maplepost are encrypted, passwords are stored only as Argon2id hashes, card
        numbers never reach our servers, and our staff can see personal information only when their
        work needs it. If a breach creates a real risk of significant harm, we will notify you and
        the Office of the Privacy Commissioner of Canada as PIPEDA requires.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask to see the personal information we hold about you, to correct it, or to have it
        deleted where we no longer need to keep it. Write to our Privacy Officer; we answer within
        30 days and do not charge for it. If you are not satisfied with our answer, you can complain
        to the{' '}
        <Anchor href="https://www.priv.gc.ca">Office of the Privacy Commissioner of Canada</Anchor>.
      </p>

      <h2>Children</h2>
      <p>
        Maplepost is meant for adults and businesses. We do not knowingly collect information from
        children, other than as the recipient of a parcel sent by an adult.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we update the date above, and we email account holders about
        changes that affect how their information is used before those changes take effect.
      </p>
    </LegalDocument>
  );
}
