import express, { Router } from 'express';
import type { Database } from '../data/database';
import { dictionaryRepository } from '../data/repositories/dictionary-repository';
import { dictionaryUseCases } from '../domain/dictionaries';
import { apiNotFound } from '../http/error-middleware';
import { dictionaryRoutes } from './dictionaries';
import { healthRoutes } from './health';

/** The API served from our own database. */
export function databaseApi(database: Database): Router {
  const api = Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(express.urlencoded({ extended: false, limit: '1mb' }));
  api.use(healthRoutes(database));
  api.use(dictionaryRoutes(dictionaryUseCases(dictionaryRepository(database.db))));
  api.use(apiNotFound);
  return api;
}
