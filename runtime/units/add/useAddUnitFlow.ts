import type { UnitSummary } from '@schemas/generated/api/lists';
import { useState } from 'react';
import { useApi } from '../../shared/api/apiContext';
import type { ApiFailure } from '../../shared/api/envelope';
import { ROLE } from '../../shared/session/roles';
import { useSessionUser } from '../../shared/session/useSessionUser';
import type { FoundUser } from './addUnitCalls';
import {
  activateUnitCall,
  assignUnitCall,
  farmerUnitListCall,
  findUserCall,
  requestAccessCall,
} from './addUnitCalls';

/** The question the flow asks before it takes a unit. */
export type AddUnitQuestion =
  /** A farmer who already owns a unit: add another one? */
  | { kind: 'ownUnit'; unit: UnitSummary }
  /** An expert named an address that is no farmer's: add the unit for yourself? */
  | { kind: 'noFarmer'; unit: UnitSummary }
  /** An expert named a farmer who already has units: join one of them, or add this unit anyway? */
  | { kind: 'farmerHasUnit'; unit: UnitSummary; farmer: FoundUser; farmerUnits: UnitSummary[] };

/** The expert's further step: choose one of the farmer's units to be assigned to. */
export interface AssignSelfStep {
  farmer: FoundUser;
  farmerUnits: UnitSummary[];
}

export interface AddUnitOutcome {
  /** accessRequested: an expert's request waits for the owner; accessGranted: it was accepted before. */
  kind: 'unitAdded' | 'accessRequested' | 'accessGranted';
  unit: UnitSummary;
}

export interface AddUnitFailure {
  /** Which step failed: taking the unit, making the farmer its owner, or joining a farmer's unit. */
  kind: 'addFailed' | 'ownerFailed' | 'assignFailed';
  message: string;
  /** Someone else took the chosen unit meanwhile; the list has been reloaded. */
  unitTaken: boolean;
  /** Only the failed step is repeated (the unit is already taken by then). */
  retry?: () => void;
}

interface AddUnitFlowOptions {
  /** Loads the inactive units again (after a unit was taken, by us or by someone else). */
  reloadInactiveUnits: () => void;
  /** The chosen unit is gone: the form forgets it. */
  forgetChosenUnit: () => void;
}

/**
 * The add-unit flow of farmers and experts: the checks before taking a unit (the farmer's own units;
 * for an expert the farmer's account and units), the questions they lead to, and the calls that take
 * the unit or assign the expert. Every failure leaves the choices as they were and shows the server's
 * message.
 */
export function useAddUnitFlow({ reloadInactiveUnits, forgetChosenUnit }: AddUnitFlowOptions) {
  const api = useApi();
  const user = useSessionUser();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<AddUnitFailure>();
  const [question, setQuestion] = useState<AddUnitQuestion>();
  const [assignStep, setAssignStep] = useState<AssignSelfStep>();
  const [outcome, setOutcome] = useState<AddUnitOutcome>();

  async function run(work: () => Promise<void>): Promise<void> {
    if (pending) return;
    setPending(true);
    setFailure(undefined);
    setQuestion(undefined);
    try {
      await work();
    } finally {
      setPending(false);
    }
  }

  function fail(kind: AddUnitFailure['kind'], result: ApiFailure, retry?: () => void) {
    const unitTaken = result.error === 'UNIT_NOT_INACTIVE';
    setFailure({ kind, message: result.message, unitTaken, retry });
    if (unitTaken) {
      forgetChosenUnit();
      reloadInactiveUnits();
    }
  }

  /** The farmer becomes the owner of the unit the expert has just taken. */
  async function makeOwner(unit: UnitSummary, farmer: FoundUser): Promise<void> {
    const result = await api.send(assignUnitCall(farmer.id, unit.id));
    if (!result.ok) {
      fail('ownerFailed', result, () => void run(() => makeOwner(unit, farmer)));
      return;
    }
    setOutcome({ kind: 'unitAdded', unit: result.data });
  }

  /** Takes the unit; an expert naming a farmer then makes the farmer its owner. */
  async function activate(unit: UnitSummary, owner?: FoundUser): Promise<void> {
    const result = await api.send(activateUnitCall(unit.id));
    if (!result.ok) {
      fail('addFailed', result);
      return;
    }
    if (owner) {
      // The unit has left the inactive list whatever the owner step does next.
      forgetChosenUnit();
      reloadInactiveUnits();
      await makeOwner(result.data, owner);
      return;
    }
    setOutcome({ kind: 'unitAdded', unit: result.data });
  }

  async function checkFarmer(unit: UnitSummary): Promise<void> {
    const own = await api.send(farmerUnitListCall(user.id));
    if (!own.ok) {
      fail('addFailed', own);
      return;
    }
    if (own.data.length > 0) setQuestion({ kind: 'ownUnit', unit });
    else await activate(unit);
  }

  async function checkExpert(unit: UnitSummary, email: string): Promise<void> {
    const found = await api.send(findUserCall(email));
    if (!found.ok) {
      fail('addFailed', found);
      return;
    }
    const farmer = found.data;
    if (!farmer || farmer.roleDicId !== ROLE.farmer) {
      setQuestion({ kind: 'noFarmer', unit });
      return;
    }
    const units = await api.send(farmerUnitListCall(farmer.id));
    if (!units.ok) {
      if (units.error === 'FARMER_NOT_FOUND') setQuestion({ kind: 'noFarmer', unit });
      else fail('addFailed', units);
      return;
    }
    if (units.data.length > 0) setQuestion({ kind: 'farmerHasUnit', unit, farmer, farmerUnits: units.data });
    else await activate(unit, farmer);
  }

  async function assignSelf(farmerUnit: UnitSummary): Promise<void> {
    const result = await api.send(requestAccessCall(user.id, farmerUnit.id));
    if (!result.ok) {
      fail('assignFailed', result);
      return;
    }
    setOutcome({
      kind: result.data.status === 'accepted' ? 'accessGranted' : 'accessRequested',
      unit: farmerUnit,
    });
  }

  return {
    pending,
    failure,
    question,
    assignStep,
    outcome,
    /** The form was sent: a farmer checks their own units, an expert the farmer's account first. */
    submit(unit: UnitSummary, farmerEmail: string) {
      void run(() =>
        user.roleDicId === ROLE.expert ? checkExpert(unit, farmerEmail.trim()) : checkFarmer(unit),
      );
    },
    /** "Yes" to the question: add the unit (for the farmer, when an expert named one). */
    addAnyway() {
      if (!question) return;
      const owner = question.kind === 'farmerHasUnit' ? question.farmer : undefined;
      void run(() => activate(question.unit, owner));
    },
    /** The expert chose to join one of the farmer's units instead. */
    openAssignStep() {
      if (question?.kind !== 'farmerHasUnit') return;
      setAssignStep({ farmer: question.farmer, farmerUnits: question.farmerUnits });
      setQuestion(undefined);
    },
    closeAssignStep() {
      setAssignStep(undefined);
      setFailure(undefined);
    },
    assignSelf(farmerUnit: UnitSummary) {
      void run(() => assignSelf(farmerUnit));
    },
    dismissQuestion() {
      setQuestion(undefined);
    },
    clearFailure() {
      setFailure(undefined);
    },
  };
}
