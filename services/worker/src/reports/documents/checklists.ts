/**
 * The checks of each document, per trade: what a manong or assessor ticks on site. They
 * follow the usual Philippine service practice (Meralco-fed 230 V circuits, split-type and
 * window-type aircons) and are kept here, as data, so the office can change them in one place.
 */
import type { DocumentKind } from '@app/core/reports/kinds';

export interface ChecklistSection {
  heading: string;
  items: string[];
}
export interface DocumentContent {
  title: string;
  purpose: string;
  sections: ChecklistSection[];
  /** Free lines for the worker's findings. */
  notes: string[];
  signatures: string[];
}

const fieldSignatures = ['Assessor / Manong', 'Customer or authorized representative'];

export const documents: Record<DocumentKind, DocumentContent> = {
  'assessment-one-checklist': {
    title: 'Assessment Checklist 1: Site Inspection',
    purpose: 'First visit: see the problem, the site and what the work will need.',
    sections: [
      { heading: 'Arrival and site access', items: ['Introduced self and showed company ID', 'Building admin / guard informed; gate pass or work permit needed?', 'Parking and access for tools and ladders checked', 'Working area cleared and protected (floor, furniture)'] },
      { heading: 'The problem', items: ['Customer described the problem and when it started', 'Problem seen and confirmed by the assessor', 'Photos taken of the area and the defect', 'Previous repairs or warranties noted'] },
      { heading: 'Site conditions', items: ['Power supply and breaker location identified', 'Water supply and shut-off valve located', 'Measurements taken (area, lengths, heights)', 'Materials and finishes on site noted (brand, model, size)', 'Safety hazards noted (wet areas, exposed wiring, heights)'] },
      { heading: 'Recommendation', items: ['Services needed listed', 'Materials and quantities estimated', 'Number of manongs and hours estimated', 'Customer informed of next steps and the quotation'] },
    ],
    notes: ['Findings', 'Recommended services and materials'],
    signatures: fieldSignatures,
  },
  'assessment-two-checklist': {
    title: 'Assessment Checklist 2: Scope and Quotation Confirmation',
    purpose: 'Second visit: confirm the scope, the materials and the schedule before the work starts.',
    sections: [
      { heading: 'Scope', items: ['Scope of work reviewed with the customer, item by item', 'Changes since the first assessment recorded', 'Exclusions explained (what the work does not cover)'] },
      { heading: 'Materials', items: ['Bill of materials confirmed (brand, size, quantity)', 'Customer-supplied materials checked on site', 'Delivery and storage place for materials agreed'] },
      { heading: 'Permits and schedule', items: ['Building / condominium work permit requirements confirmed', 'Working hours allowed by the building noted', 'Start date and expected duration agreed'] },
      { heading: 'Quotation', items: ['Quotation explained and accepted by the customer', 'Payment terms explained (down payment, balance)', 'Customer contact person on the work days confirmed'] },
    ],
    notes: ['Agreed scope and changes', 'Remarks'],
    signatures: fieldSignatures,
  },
  'aircondition-checklist': {
    title: 'Aircon Service Checklist',
    purpose: 'Cleaning, check-up or repair of split-type and window-type air conditioners.',
    sections: [
      { heading: 'Before the work', items: ['Unit type, brand, model and capacity (HP) recorded', 'Customer complaint noted (not cooling, leaking, noisy, not turning on)', 'Unit tested before work: cooling, fan speeds, remote', 'Power switched off at the breaker'] },
      { heading: 'Indoor unit', items: ['Filters removed, washed and dried', 'Evaporator coil cleaned (chemical wash if needed)', 'Blower wheel cleaned', 'Drain pan and drain line cleared; water flows out', 'Louvers and casing cleaned'] },
      { heading: 'Outdoor unit', items: ['Condenser coil and fan cleaned', 'Fan motor and blade checked for wobble and noise', 'Capacitor checked (value within rating)', 'Electrical terminals tightened; no burnt wires', 'Refrigerant pressure checked; freon topped up if low (record amount)', 'Piping insulation and flare joints checked for leaks'] },
      { heading: 'After the work', items: ['Unit test-run for at least 15 minutes', 'Supply air temperature measured (record °C)', 'Running current measured (record A)', 'No water leak indoors after the test run', 'Area cleaned, customer shown the result'] },
    ],
    notes: ['Readings (pressure, temperature, current)', 'Parts replaced and remarks'],
    signatures: ['Manong', 'Customer or authorized representative'],
  },
  'electrical-checklist': {
    title: 'Electrical Work Checklist',
    purpose: 'Wiring, outlets, switches, lighting and panel work on 230 V household circuits.',
    sections: [
      { heading: 'Safety first', items: ['Main or branch breaker switched off and tagged', 'Absence of voltage confirmed with a tester', 'Insulated tools and PPE used', 'Customer informed of the power interruption'] },
      { heading: 'Panel and circuits', items: ['Panel board inspected (no burns, loose or double-tapped wires)', 'Breaker ratings match the wire sizes', 'Grounding conductor present and connected', 'Circuits labeled in the panel'] },
      { heading: 'The work', items: ['Outlets and switches installed or replaced, terminals tight', 'Wiring in conduit or molding, joints in boxes', 'Lighting fixtures mounted securely', 'Polarity of outlets checked', 'Insulation resistance checked on new runs'] },
      { heading: 'Completion', items: ['Power restored and every affected circuit tested', 'RCD / GFCI tested where installed', 'No overheating after 10 minutes under load', 'Debris removed, covers and plates in place'] },
    ],
    notes: ['Circuits worked on', 'Materials used and remarks'],
    signatures: ['Manong (electrician)', 'Customer or authorized representative'],
  },
  'work-order-form': {
    title: 'Work Order Form',
    purpose: 'The work to be done, who does it, and the customer\'s acceptance when it is done.',
    sections: [
      { heading: 'Completion', items: ['Work done as listed above', 'Work area cleaned', 'Customer shown the finished work', 'Old parts and packaging handed over or disposed of as the customer asked'] },
    ],
    notes: ['Work performed', 'Materials used', 'Time in / time out'],
    signatures: ['Manong', 'Customer: work received in good order'],
  },
};
