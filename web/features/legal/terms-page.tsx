import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { ContactDetails } from '../../lib/contact-details.ts';
import { LegalDocument } from './legal-document.tsx';

export function TermsPage() {
  const { legalName, supportEmail, claimsEmail, phone } = ContactDetails;
  return (
    <LegalDocument title="Terms and Conditions" lastUpdated="November 2026">
      <p>
        These terms are the agreement between you and {legalName} (&ldquo;Maplepost&rdquo;,
        &ldquo;we&rdquo;, &ldquo;us&rdquo;), a company based in Vancouver, British Columbia. They
        apply whenever you use the Maplepost website, your account or our API to get rates, buy
        shipping labels, book pickups or track parcels. By creating an account or buying a label you
        accept them. A business account may also have a signed agreement with us; where the two
        differ, the signed agreement wins.
      </p>

      <h2>1. Your account</h2>
      <ul>
        <li>
          You must be of the age of majority where you live, and able to bind the company you
          register for.
        </li>
        <li>
          Keep your details accurate and your password to yourself. You are responsible for what is
          done through your account and your API keys until you tell us they have been misused.
        </li>
        <li>
          We may suspend an account that is used for fraud, for shipping prohibited items, or that
          leaves invoices unpaid, and we will tell you why.
        </li>
      </ul>

      <h2>2. What we do</h2>
      <p>
        Maplepost arranges the carriage of your parcels with our carrier partners and sells you
        their services at discounted rates. The carrier that moves a parcel also applies its own
        conditions of carriage, which we pass on to you where they matter. We pick up free of charge
        in the Greater Vancouver area; elsewhere you drop your parcel at a national postal office or
        a partner location. Delivery times shown at checkout are the carrier&rsquo;s estimates, not
        guarantees, unless a service is sold as guaranteed.
      </p>

      <h2>3. Rates, billing and payment</h2>
      <ul>
        <li>
          Rates are in Canadian dollars and are calculated from the addresses, weight and dimensions
          you enter. Taxes (GST, HST or PST) are added where they apply.
        </li>
        <li>
          We charge by chargeable weight: the greater of the actual weight and the volumetric weight
          (length &times; width &times; height in centimetres, divided by 5000). Under 10 kg it
          rounds up to the next 0.1 kg, from 10 kg to 100 kg to the next 0.5 kg, and from 100 kg to
          the next whole kilogram.
        </li>
        <li>
          If a carrier measures a parcel as heavier or larger than declared, or has to correct an
          address, we pass on the difference and any carrier fee, and show it on your receipt or
          invoice.
        </li>
        <li>
          Card payments are handled by our payment provider. Card numbers are entered in the
          provider&rsquo;s secure fields and never reach our servers.
        </li>
        <li>
          Approved business accounts can be billed monthly. Invoices are payable within 30 days; we
          may pause new shipments on an account with an invoice more than 15 days overdue.
        </li>
      </ul>

      <h2>4. Packing, labelling and customs</h2>
      <ul>
        <li>
          Pack every parcel to survive handling by machines and people: a sturdy box, cushioning on
          all sides and no loose items. Remove or cover old labels and barcodes.
        </li>
        <li>Print and attach one Maplepost label per parcel, on its largest face.</li>
        <li>
          Describe the contents and their value truthfully. Shipments to or from the United States
          need an accurate customs description; duties and import taxes are paid by the recipient
          unless you choose otherwise when you ship.
        </li>
      </ul>

      <h2>5. Prohibited and restricted items</h2>
      <p>
        You may not ship, and we may refuse, return or hand to the authorities, parcels containing:
      </p>
      <ul>
        <li>explosives, fireworks, ammunition, firearms, their parts and realistic replicas;</li>
        <li>
          dangerous goods as defined by the Transportation of Dangerous Goods Regulations, including
          flammable liquids and gases, aerosols, corrosives and loose lithium batteries;
        </li>
        <li>illegal drugs, and cannabis or cannabis products across the Canada&ndash;US border;</li>
        <li>cash, cheques, gift cards, lottery tickets and other negotiable instruments;</li>
        <li>
          live animals, human or animal remains, and perishable food without our written approval;
        </li>
        <li>
          counterfeit goods, and anything whose shipment breaks Canadian or US law or the
          carrier&rsquo;s rules.
        </li>
      </ul>
      <p>
        Jewellery, precious metals, artwork and antiques may be shipped but are covered only up to
        the included $100. If you ship a prohibited item you are responsible for the costs, fines
        and damage that result.
      </p>

      <h2>6. Insurance and our liability</h2>
      <p>
        Every shipment includes coverage of up to <strong>$100 CAD</strong> against loss or damage
        at no extra cost. Where a service offers it, you can buy more coverage at checkout, up to
        the value you declare. We pay the lowest of the cost of repair, the replacement cost, the
        value you declared and your coverage limit, plus the shipping charge of a lost parcel.
      </p>
      <p>Coverage does not extend to:</p>
      <ul>
        <li>prohibited items, or items packed in a way that does not meet section 4;</li>
        <li>delay, or loss of profit, business or market, and other indirect losses;</li>
        <li>
          damage to fragile items (glass, ceramics, electronics screens) not packed in a double box
          or with at least 5 cm of cushioning;
        </li>
        <li>
          parcels delivered to the address you entered, or left at a safe place you asked for.
        </li>
      </ul>
      <p>
        Our total liability for a shipment is limited to its coverage. Nothing in these terms limits
        a right you have by law that cannot be limited, including your rights as a consumer where
        you live.
      </p>

      <h2>7. Claims</h2>
      <ul>
        <li>
          <strong>Damage:</strong> report it within 15 days of delivery, with photos of the item,
          the box and the label, and keep the packaging until the claim is settled.
        </li>
        <li>
          <strong>Loss:</strong> report it once 10 business days have passed since the expected
          delivery date and no later than 60 days after the shipping date.
        </li>
        <li>
          Send claims to <Anchor href={`mailto:${claimsEmail}`}>{claimsEmail}</Anchor> with the
          tracking number and proof of value, such as a sales receipt or invoice.
        </li>
        <li>
          We decide a claim within 30 days of having everything we need, and pay approved claims to
          the original payment method or as an account credit, as you prefer.
        </li>
      </ul>

      <h2>8. Cancellations and refunds</h2>
      <p>
        You can cancel an unused label within 30 days of buying it and get a full refund, as long as
        the carrier has not scanned the parcel. A pickup can be cancelled or moved until 3:00 PM
        Pacific time on the business day before it. Refunds go back to the original payment method
        within 10 business days.
      </p>

      <h2>9. Parcels that cannot be delivered</h2>
      <p>
        If a parcel is refused, unclaimed or cannot be delivered because of an incorrect address,
        the carrier returns it to the sender. Return postage and any address-correction fee are
        charged to your account.
      </p>

      <h2>10. Using the website and the API</h2>
      <p>
        Use Maplepost only to ship your own or your customers&rsquo; parcels. Do not try to get
        around its security, overload it, copy it in bulk or resell our rates without a written
        agreement. Keep API keys secret; we may revoke a key that is abused.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms as our service changes. We will email account holders and post a
        notice here at least 30 days before a change that reduces your rights takes effect.
        Shipments already booked stay under the terms in force when you bought them.
      </p>

      <h2>12. Governing law</h2>
      <p>
        These terms are governed by the laws of British Columbia and the federal laws of Canada that
        apply there. Disputes go to the courts of British Columbia in Vancouver, unless the consumer
        protection law of your province lets you bring them where you live.
      </p>

      <h2>13. Contact</h2>
      <p>
        Questions about these terms? Email{' '}
        <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>, call{' '}
        <Anchor href={phone.href}>{phone.display}</Anchor>, or see our{' '}
        <Anchor component={Link} to={SiteRoutes.privacy}>
          Privacy Policy
        </Anchor>{' '}
        for how we handle personal information.
      </p>
    </LegalDocument>
  );
}
