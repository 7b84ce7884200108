import { Anchor } from '@mantine/core';
import { ContactDetails } from '../../lib/contact-details.ts';
import { LegalDocument } from './legal-document.tsx';

export function AccessibilityStatementPage() {
  const { accessibilityEmail, supportEmail, phone, hours, timeZone } = ContactDetails;
  return (
    <LegalDocument title="Accessibility Statement" lastUpdated="November 2026">
      <p>
        Everyone should be able to ship and track a parcel on their own. Maplepost is committed to
        meeting the <strong>Web Content Accessibility Guidelines (WCAG) 2.1, Level AA</strong>{' '}
        across our website and account area, and to the principles of the Accessible Canada Act:
        identifying, removing and preventing barriers.
      </p>

      <h2>What we do</h2>
      <ul>
        <li>
          Every page can be used with a keyboard alone, shows a visible focus outline, and starts
          with a &ldquo;Skip to main content&rdquo; link.
        </li>
        <li>
          Pages use headings, landmarks and labelled menus so screen readers can move around them
          quickly.
        </li>
        <li>
          Text and controls meet the AA colour contrast ratios, and colour is never the only way we
          show information.
        </li>
        <li>
          Form fields have visible labels; errors are described in words and announced to screen
          readers.
        </li>
        <li>
          Pages work from small phone screens to large monitors, and with the browser zoomed to
          200%.
        </li>
        <li>
          Animations are kept short and follow your device&rsquo;s &ldquo;reduce motion&rdquo;
          setting.
        </li>
      </ul>

      <h2>How we test</h2>
      <p>
        Automated accessibility checks (axe-core) run on every page in our test suite, and a release
        does not ship with a serious or critical issue. We also test new features by hand with a
        keyboard, with NVDA on Windows and VoiceOver on macOS and iOS, and at high zoom levels.
      </p>

      <h2>Known limitations</h2>
      <ul>
        <li>
          <strong>Warehouse maps</strong> on the contact page come from a third-party map provider
          and may be hard to use with assistive technology. Each address is also written out in full
          as text.
        </li>
        <li>
          <strong>Shipping labels</strong> are PDF files made for printers and scanners. The
          tracking number printed under each barcode is also shown in your order history.
        </li>
        <li>
          <strong>Card fields</strong> at checkout are provided by our payment provider. We choose
          providers that support accessibility, but if you cannot complete a payment, our support
          team can help.
        </li>
      </ul>

      <h2>Other ways to ship with us</h2>
      <p>
        If any part of the website is a barrier for you, our support team can get a rate, create a
        shipment, book a pickup or read out tracking details with you by phone at{' '}
        <Anchor href={phone.href}>{phone.display}</Anchor> or by email at{' '}
        <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>, at no extra cost. We are
        available {hours.map(({ days, time }) => `${days} ${time}`).join(', ')} ({timeZone}).
      </p>

      <h2>Feedback and alternative formats</h2>
      <p>
        Tell us about any barrier you meet, or ask for this statement, our terms or an invoice in
        another format (large print, plain text or a format that works with your assistive
        technology). Email{' '}
        <Anchor href={`mailto:${accessibilityEmail}`}>{accessibilityEmail}</Anchor> or call{' '}
        <Anchor href={phone.href}>{phone.display}</Anchor>. We acknowledge feedback within two
        business days and aim to fix problems, or explain what we will do about them, within 15
        business days.
      </p>
    </LegalDocument>
  );
}
