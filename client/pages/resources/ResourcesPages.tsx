import { useParams } from 'react-router';
import { paths } from '../../../shared/paths.js';
import type { UserType } from '../../../shared/types/user.js';
import { Seo } from '../../components/content/Seo.js';
import { Link } from '../../components/navigation/Link.js';
import { useCaseStudies, useCaseStudy } from '../../features/resources/api/get-case-studies.js';
import { workSpreadsheetUrl } from '../../features/resources/api/work-spreadsheet.js';
import { useMyDetails } from '../../features/session/api/get-my-details.js';

interface ResourceLink {
  title: string;
  text: string;
  to: string;
  audiences: readonly UserType[];
}

const EVERYONE: readonly UserType[] = ['breeder', 'owner', 'vet'];

/** What /my/resources lists, per audience: the account's learning tools first, then the public guides and forms. */
const RESOURCE_LINKS: ResourceLink[] = [
  {
    title: 'Fact sheets',
    text: 'Every test explained: the condition, the breeds, how it is inherited and what each result means. Download any as a PDF.',
    to: paths.myFactSheets,
    audiences: EVERYONE,
  },
  {
    title: 'Work spreadsheets',
    text: 'All your animals and their results as a spreadsheet (Excel or CSV) to sort and filter offline.',
    to: paths.myWorkSpreadsheets,
    audiences: ['breeder'],
  },
  {
    title: 'Witnessed collection (ACM) forms',
    text: 'Ask for forms pre-filled with your animals for an agent to witness the sample; we e-mail them as a PDF.',
    to: paths.myAcmFormRequests,
    audiences: ['breeder', 'owner'],
  },
  {
    title: 'Case studies',
    text: 'Clinical cases from practice: when a DNA result changed the diagnosis, the treatment or the breeding plan.',
    to: paths.myCaseStudies,
    audiences: ['vet'],
  },
  {
    title: 'Forms',
    text: 'Sample submission, parentage and collection agent forms to print.',
    to: paths.resourceForms,
    audiences: EVERYONE,
  },
  {
    title: 'How to take a DNA sample',
    text: 'A step-by-step cheek swab guide, and what makes a sample fail.',
    to: paths.howToTakeDnaSample,
    audiences: EVERYONE,
  },
  {
    title: 'International shipping',
    text: 'How to send samples to the lab from every country we serve.',
    to: paths.internationalShipping,
    audiences: EVERYONE,
  },
  {
    title: 'Website help',
    text: 'Accounts, ordering, activation and results on this site.',
    to: paths.websiteHelp,
    audiences: EVERYONE,
  },
];

/** /my/resources: forms, guides and learning material of the signed-in user's kind, in one place. */
export function ResourcesHubPage() {
  const user = useMyDetails();
  const links = RESOURCE_LINKS.filter((link) => user && link.audiences.includes(user.userType));
  return (
    <div className="account-page">
      <Seo title="Resources" description="Forms, guides, fact sheets and learning material." path={paths.myResources} noindex />
      <h1>Resources</h1>
      <p className="hint">Forms, guides and learning material for your account.</p>
      <div className="cards">
        {links.map((link) => (
          <Link key={link.to} className="card" to={link.to}>
            <h2>{link.title}</h2>
            <p>{link.text}</p>
            <span className="card__more">Open</span>
          </Link>
        ))}
      </div>
    </div>
  );
}

/** /my/work-spreadsheets (breeders): the animals and results as a spreadsheet to download. */
export function WorkSpreadsheetsPage() {
  return (
    <div className="account-page">
      <Seo
        title="Work spreadsheets"
        description="Your animals and their DNA results as a spreadsheet."
        path={paths.myWorkSpreadsheets}
        noindex
      />
      <h1>Work spreadsheets</h1>
      <section className="form-card">
        <h2>Your animals and results</h2>
        <p>
          One row per animal and test: the animal’s name, microchip, breed, sex and date of birth, then the test, gene, genotype,
          result and what it means, the date it was published and the kit barcode. Animals without a published result yet have one
          row that says so. Archived animals are left out.
        </p>
        <div className="download-buttons">
          <a className="button" href={workSpreadsheetUrl('xlsx')} download>
            Download Excel (.xlsx)
          </a>
          <a className="button button--ghost" href={workSpreadsheetUrl('csv')} download>
            Download CSV
          </a>
        </div>
        <p className="hint">
          The Excel file opens with a filter on every column. The CSV is UTF-8 and opens in Excel, Numbers, LibreOffice and Google
          Sheets. The spreadsheet is a working copy: your signed reports stay the record of each result.
        </p>
      </section>
    </div>
  );
}

/** /my/case-studies (vets): the lab's case studies, newest first. */
export function CaseStudiesPage() {
  const studies = useCaseStudies().data ?? [];
  return (
    <div className="account-page resources-list">
      <Seo title="Case studies" description="Clinical case studies for veterinarians." path={paths.myCaseStudies} noindex />
      <h1>Case studies</h1>
      <p className="hint">Cases from practice where a DNA result changed the diagnosis, the treatment or the breeding plan.</p>
      {studies.length === 0 && <p className="hint">No case studies are published yet.</p>}
      {studies.map((study) => (
        <article key={study.id} className="form-card" aria-labelledby={`cs-${study.id}`}>
          <h2 id={`cs-${study.id}`}>
            <Link to={paths.myCaseStudy(study.id)}>{study.title}</Link>
          </h2>
          <p className="hint">
            {study.species === 'canine' ? 'Dog' : 'Cat'} · {study.test} · {study.publishedAt.slice(0, 10)}
          </p>
          <p>{study.summary}</p>
        </article>
      ))}
    </div>
  );
}

/** /my/case-studies/{id}: one case study. */
export function CaseStudyPage() {
  const id = Number(useParams().id);
  const study = useCaseStudy(id).data;
  if (!study) return null;
  return (
    <article className="account-page case-study">
      <Seo title={study.title} description={study.summary} path={paths.myCaseStudy(study.id)} noindex />
      <p>
        <Link to={paths.myCaseStudies}>All case studies</Link>
      </p>
      <h1>{study.title}</h1>
      <p className="hint">
        {study.species === 'canine' ? 'Dog' : 'Cat'} · {study.test} · {study.publishedAt.slice(0, 10)}
      </p>
      <p>
        <strong>{study.summary}</strong>
      </p>
      {study.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text.slice(0, 40)}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
