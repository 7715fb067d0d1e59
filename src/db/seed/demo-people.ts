import type { Family } from "./demo-denominations";
import type { Voice } from "./demo-services";

/** Fictional ministers of the demo's premium churches, titled as their tradition titles them. */

type Pick = <T>(items: readonly T[]) => T;

const MEN = ["Michael", "David", "James", "Robert", "Daniel", "Thomas", "Mark", "Paul", "Andrew", "Samuel", "Nathan", "Greg", "Curtis", "Darnell", "Walter", "Kevin"];
const WOMEN = ["Sarah", "Karen", "Elizabeth", "Rebecca", "Angela", "Laura", "Denise", "Carol", "Monica", "Ruth", "Janet", "Keisha"];
const HOMBRES = ["José", "Miguel", "Juan", "Carlos", "Jesús", "Francisco", "Roberto", "Luis", "Alejandro", "Ricardo", "Manuel", "Arturo", "Rubén", "Héctor"];
const MUJERES = ["María", "Guadalupe", "Rosa", "Ana", "Teresa", "Patricia", "Yolanda", "Elena", "Gloria", "Irma"];
const SURNAMES = ["Whitfield", "Brennan", "Holloway", "Carter", "Mitchell", "Lawson", "Schroeder", "Meyer", "Dawson", "Pruitt", "Hargrove", "Ellison", "Kowalski", "Sutton", "Reinhardt", "Caldwell"];
const APELLIDOS = ["Herrera", "Garza", "Villarreal", "Salinas", "Treviño", "Cantú", "Ybarra", "Escobedo", "Olivares", "Zamora", "Cisneros", "Benavides", "Quintanilla", "Rendón"];
const GREEK = ["Constantine Pappas", "Nicholas Andreou", "George Kallas", "John Mavros"];
const LEVANTINE = ["Elias Haddad", "Michael Khoury", "George Nassar", "Joseph Saba"];
const RABBIS = ["Daniel Rosen", "Miriam Goldfarb", "Aaron Levinson", "Ruth Weisman"];

export function demoPastor(family: Family, voice: Voice, denomination: string, pick: Pick): string {
  const hispanic = voice !== "english" || (family === "catholic" && pick([true, false]));
  const man = () => `${pick(hispanic ? HOMBRES : MEN)} ${pick(hispanic ? APELLIDOS : SURNAMES)}`;
  const anyone = () => `${pick(hispanic ? [...HOMBRES, ...MUJERES] : [...MEN, ...WOMEN])} ${pick(hispanic ? APELLIDOS : SURNAMES)}`;
  switch (family) {
    case "catholic":
      return `${pick(["Fr.", "Fr.", "Fr.", "Msgr."])} ${man()}`;
    case "orthodox":
      return `Fr. ${pick(denomination === "Greek Orthodox" ? GREEK : LEVANTINE)}`;
    case "jewish":
      return `Rabbi ${pick(RABBIS)}`;
    case "black":
      return `${denomination === "Church of God in Christ" ? pick(["Bishop", "Elder"]) : "Rev."} ${man()}`;
    case "liturgical":
    case "mainline":
      return `${pick(["Rev.", "Rev.", "Rev. Dr."])} ${anyone()}`;
    case "evangelical":
      return `${pick(["Pastor", "Rev.", "Dr."])} ${man()}`;
    default:
      return `Pastor ${anyone()}`;
  }
}
