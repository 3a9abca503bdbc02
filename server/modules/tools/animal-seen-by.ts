/** An animal found by microchip, whoever owns it: what the lookup knows of it. */
export interface ChipAnimal {
  id: number;
  ownerId: number;
  name: string;
  species: string;
  gender: string;
  breed: string | null;
}

/**
 * What a caller may see of an animal found by microchip (docs/decisions/0510, 0702): its name, species, sex and
 * breed, and its id only when it is the caller's own; another owner's animal never shows its owner or id.
 */
export function animalSeenBy<T extends ChipAnimal>(animal: T, userId: number) {
  const yours = animal.ownerId === userId;
  return {
    name: animal.name,
    species: animal.species as T['species'],
    gender: animal.gender as T['gender'],
    breed: animal.breed,
    yours,
    animalId: yours ? animal.id : null,
  };
}
