/** Client Service: a policy change, in Spanish (twin of ../policyChange.ts). */
import { policyChangeDefinition } from '../shapes/policyChange';
import { spanish } from './language';

export const policyChange = /* @__PURE__ */ policyChangeDefinition(spanish, {
  name: 'Solicitar un cambio en la póliza',
  changeType: {
    label: 'Tipo de cambio',
    message: 'Seleccione el cambio que necesita',
    options: {
      'add-vehicle': 'Agregar un vehículo',
      'remove-vehicle': 'Quitar un vehículo',
      'add-driver': 'Agregar un conductor',
      'remove-driver': 'Quitar un conductor',
      'address-change': 'Cambio de dirección',
      'coverage-change': 'Cambio de cobertura',
      other: 'Otro',
    },
  },
  effectiveDate: { label: 'Fecha de vigencia', message: 'Elija la fecha en que el cambio debe entrar en vigencia' },
  details: {
    label: 'Describa el cambio',
    placeholder:
      'Para un vehículo: año, marca, modelo y VIN. Para un conductor: su nombre y su parentesco con usted. Para una dirección: la dirección nueva.',
    message: 'Describa el cambio (mínimo 20 caracteres)',
  },
  note: 'Un cambio entra en vigencia solo cuando su agente lo confirma por escrito.',
  submitLabel: 'Solicitar el cambio',
});
