import { useQuery } from '@tanstack/react-query';
import type { FilmNameItem } from '@cinema/contracts';
import { filmNamesQuery } from '../../entities/films/film-queries.js';

// The week comes from entities/schedules (the planning timeline's call, read for customers); the
// films' lengths from the film names the schedules read too, under the films root.

// Module-level, so the map keeps its identity between renders.
const lengthsOf = (list: FilmNameItem[]) => new Map(list.map((f) => [f.id, f.lengthMinutes]));

/** Each film's length in minutes, by id. */
export const useFilmLengths = () => useQuery({ ...filmNamesQuery(), select: lengthsOf });
