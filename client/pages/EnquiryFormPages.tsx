import { responsibleBreederForm } from '../../shared/content/audiences.js';
import { contactUs, researchApply } from '../../shared/content/company.js';
import { collectionAgentNomination, showSponsorship } from '../../shared/content/resources.js';
import { EnquiryForm } from '../features/enquiries/components/EnquiryForm.js';
import { ContentPage } from './content/ContentPage.js';

export function ContactUsPage() {
  return (
    <ContentPage page={contactUs}>
      <EnquiryForm
        kind="contact"
        heading="Send us a message"
        subjects={[
          'A test or which test to order',
          'My sample or results',
          'An order or invoice',
          'Partnership',
          'Forensics',
          'Something else',
        ]}
        subjectLabel="What is it about?"
        showPhone
        messageLabel="Your message"
        messageHint="Include the kit barcode or order number if you have one."
        submitLabel="Send message"
      />
    </ContentPage>
  );
}

export function ResearchApplyPage() {
  return (
    <ContentPage page={researchApply}>
      <EnquiryForm
        kind="research-application"
        heading="Research application"
        subjects={['My animal could join a project', 'I want to propose a research collaboration']}
        subjectLabel="Type of application"
        organisationLabel="Institution or breed club (optional)"
        messageLabel="About the animal or the research"
        messageHint="For an animal: species, breed, age and the diagnosis, with your vet's name."
        submitLabel="Send application"
      />
    </ContentPage>
  );
}

export function ResponsibleBreederFormPage() {
  return (
    <ContentPage page={responsibleBreederForm}>
      <EnquiryForm
        kind="responsible-breeder-application"
        heading="Membership application"
        organisationLabel="Kennel or cattery name"
        subjectLabel="Breeds you breed"
        showPhone
        messageLabel="Your breeding animals and their tests"
        messageHint="List each breeding animal with its registered name and the barcodes of its DNA tests with us."
        submitLabel="Apply"
      />
    </ContentPage>
  );
}

export function ShowSponsorshipPage() {
  return (
    <ContentPage page={showSponsorship}>
      <EnquiryForm
        kind="show-sponsorship"
        heading="Sponsorship request"
        organisationLabel="Club or society organising the show"
        subjectLabel="Show name and date"
        showPhone
        messageLabel="About the show"
        messageHint="Venue, expected entries, and the support you would like (prizes, catalogue, on-site collection)."
        submitLabel="Send request"
      />
    </ContentPage>
  );
}

export function CollectionAgentNominationPage() {
  return (
    <ContentPage page={collectionAgentNomination}>
      <EnquiryForm
        kind="collection-agent-nomination"
        heading="Nominate a collection agent"
        organisationLabel="Practice or club (optional)"
        subjectLabel="Agent's qualification"
        subjects={['Veterinarian', 'Veterinary nurse', 'Breed club official', 'Other trained person']}
        showPhone
        messageLabel="About the nominee"
        messageHint="The nominee's name, address and the clubs they would collect for."
        submitLabel="Send nomination"
      />
    </ContentPage>
  );
}
