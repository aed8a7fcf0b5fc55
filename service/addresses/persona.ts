import { faker } from "@faker-js/faker/locale/en";

/** A fictional first name, last name and username (faker, English locale). */
export function generatePersonaNames(): { firstName: string; lastName: string; username: string } {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const username = faker.internet
    .username({ firstName, lastName })
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, "")
    .slice(0, 40);
  return { firstName, lastName, username };
}
