import { and, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { CustomerAnimal } from '../../../shared/types/back-office.js';
import type { DbExecutor } from '../../db/database.js';
import { animalShares, animals } from './animals.schema.js';

/**
 * What the animals module tells kits about its animals (docs/decisions/0057). Kits cannot take a Nest provider
 * of animals (animals imports kits), so these are plain reads over animals' own tables: the questions kits
 * asks, and views of the animals kits joins in a single statement. Nothing here names a table of kits.
 */

/** An animal as another module may see it: no owner details, samples or results. */
export interface AnimalSummary {
  id: number;
  ownerId: number;
  name: string;
  species: 'canine' | 'feline';
  gender: 'male' | 'female';
  breed: string | null;
}

/** An animal's identity as its owner's records and the lab's reports print it. */
export interface AnimalDetails extends AnimalSummary {
  microchip: string | null;
  dateOfBirth: string | null;
  registrationName: string | null;
  registrationNumber: string | null;
}

const SUMMARY = {
  id: animals.id,
  ownerId: animals.ownerId,
  name: animals.name,
  species: animals.species,
  gender: animals.gender,
  breed: animals.breedName,
};

const DETAILS = {
  ...SUMMARY,
  microchip: animals.microchip,
  dateOfBirth: animals.dateOfBirth,
  registrationName: animals.registrationName,
  registrationNumber: animals.registrationNumber,
};

/** Builds the views below; they become part of the caller's statement, so no executor is needed. */
const views = new QueryBuilder();

/** Own animals are the owner's and not archived; another account's animal reads as not there. */
const ownedBy = (ownerId: number) => and(eq(animals.ownerId, ownerId), isNull(animals.archivedAt));

/** A view of animals (named `animal` in the statement) with an AnimalSummary's columns, for a join by its id. */
export type AnimalView = ReturnType<typeof animalsToJoin>;

/** Every animal, archived ones too (a kit names its animal whatever became of it), to join by id. */
export function animalsToJoin() {
  return views.select(SUMMARY).from(animals).as('animal');
}

/** The owner's own animals, to join by id. */
export function ownAnimalsToJoin(ownerId: number): AnimalView {
  return views.select(SUMMARY).from(animals).where(ownedBy(ownerId)).as('animal');
}

/** Animals of any account carrying this microchip, to join by id. */
export function animalsWithMicrochipToJoin(chip: string): AnimalView {
  return views.select(SUMMARY).from(animals).where(eq(animals.microchip, chip)).as('animal');
}

/** True when the animal (an id, or a column holding one) is shared with the user; false for no animal. */
export function sharedWith(animalId: SQLWrapper, userId: number): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${animalShares} WHERE ${animalShares.animalId} = ${animalId} AND ${animalShares.userId} = ${userId})`;
}

/** The owner's own animal, or undefined. */
export async function ownAnimal(db: DbExecutor, ownerId: number, animalId: number): Promise<AnimalSummary | undefined> {
  const [animal] = await db
    .select(SUMMARY)
    .from(animals)
    .where(and(eq(animals.id, animalId), ownedBy(ownerId)));
  return animal;
}

/** The owner's own animals by name, or those of them with these ids. */
export async function ownAnimalsDetails(db: DbExecutor, ownerId: number, animalIds?: number[]): Promise<AnimalDetails[]> {
  const conditions = [ownedBy(ownerId)];
  if (animalIds) conditions.push(inArray(animals.id, animalIds.length ? animalIds : [0]));
  return db
    .select(DETAILS)
    .from(animals)
    .where(and(...conditions))
    .orderBy(animals.name, animals.id);
}

/** Any account's animal, archived or not, as the lab's report names it. */
export async function animalDetails(db: DbExecutor, animalId: number): Promise<AnimalDetails | undefined> {
  const [animal] = await db.select(DETAILS).from(animals).where(eq(animals.id, animalId));
  return animal;
}

/** Any account's animal's name, or null when there is no such animal. */
export async function animalName(db: DbExecutor, animalId: number): Promise<string | null> {
  const [animal] = await db.select({ name: animals.name }).from(animals).where(eq(animals.id, animalId));
  return animal?.name ?? null;
}

/** An account's animals, archived ones too, by name (the first 200), as the back office's customer page lists them. */
export async function animalsOfAccount(db: DbExecutor, ownerId: number): Promise<CustomerAnimal[]> {
  const rows = await db
    .select({ id: animals.id, name: animals.name, species: animals.species, archivedAt: animals.archivedAt })
    .from(animals)
    .where(eq(animals.ownerId, ownerId))
    .orderBy(animals.name, animals.id)
    .limit(200);
  return rows.map(({ archivedAt, ...row }) => ({ ...row, archived: archivedAt !== null }));
}
