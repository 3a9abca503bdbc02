import { paths } from '../../shared/paths.js';
import { Seo } from '../components/content/Seo.js';
import { Link } from '../components/navigation/Link.js';
import { BreedingStrategyForm } from '../features/genetics-tools/components/BreedingStrategyForm.js';
import { FelineColourTool } from '../features/genetics-tools/components/FelineColourTool.js';
import { LitterPlanner } from '../features/genetics-tools/components/LitterPlanner.js';

/** /my/breeding-strategy (tool breeding-strategy): one condition, then the litter planner over all of them. */
export function BreedingStrategyPage() {
  return (
    <div className="account-page genetics-page">
      <Seo
        title="Breeding strategy"
        description="What a pairing gives: offspring odds per condition and for the whole litter."
        path={paths.breedingStrategy}
        noindex
      />
      <h1>Breeding strategy</h1>
      <p>
        Before a mating, see what the puppies or kittens can inherit. A carrier bred to a clear has no affected offspring; two
        carriers of the same variant give one in four affected. These figures are the odds of each offspring, worked out from the
        parents’ results.
      </p>
      <BreedingStrategyForm />
      <LitterPlanner />
      <p className="hint">
        Colour of a cat’s coat? Try the <Link to={paths.felineColour}>feline colour tool</Link>.
      </p>
    </div>
  );
}

/** /my/feline-colour (tool feline-colour-tool). */
export function FelineColourPage() {
  return (
    <div className="account-page genetics-page">
      <Seo
        title="Feline colour tool"
        description="Name a cat's coat colour from its colour loci, or the colours of a pair's kittens."
        path={paths.felineColour}
        noindex
      />
      <h1>Feline colour tool</h1>
      <p>
        The coat a breeder would name, from four loci: dilute (D), black/chocolate/cinnamon (B), agouti (A) and colourpoint (C).
        Choose the genotypes from a cat’s results, or fill them from one of your cats.
      </p>
      <FelineColourTool />
    </div>
  );
}
