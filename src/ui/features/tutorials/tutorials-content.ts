/**
 * The tutorials' text. Screenshots are PNGs under public/tutoriais/, taken from the
 * running app (fake mode) with Playwright by `scripts/tutorial-screenshots.ts`; sizes are
 * the files' pixel sizes (the page reserves the space before they load).
 */
import type { IconName } from '../../design-system';

export interface TutorialFigure {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

export interface Tutorial {
  id: string;
  icon: IconName;
  title: string;
  summary: string;
  intro: string;
  steps: ReadonlyArray<{ title: string; text: string }>;
  figures: readonly TutorialFigure[];
  note?: string;
  link?: { href: string; label: string };
}

const figure = (name: string, width: number, height: number, alt: string, caption: string): TutorialFigure => ({
  src: `/tutoriais/${name}`,
  width,
  height,
  alt,
  caption,
});

export const TUTORIALS: readonly Tutorial[] = [
  {
    id: 'primeiros-passos',
    icon: 'dashboard',
    title: 'Primeiros passos',
    summary: 'O painel, o menu e a sua conta.',
    intro:
      'Depois de entrar, você chega ao painel. Dele saem as tarefas do dia a dia: cotar, consultar operadoras, cotar seguro de vida e voltar a estes tutoriais quando quiser.',
    steps: [
      { title: 'Use o acesso rápido', text: 'Os cartões do painel levam à cotação de planos de saúde, às operadoras, ao seguro de vida e aos tutoriais.' },
      { title: 'Abra o menu', text: 'À esquerda (ou no botão de menu, no celular) ficam Dashboard, Cotação, Minhas cotações e Tutoriais.' },
      {
        title: 'Cuide da sua conta',
        text: 'No seu nome, no canto superior direito, estão Editar Perfil, Plano e Assinaturas (para administradores da conta) e Sair.',
      },
      { title: 'Fique de olho nas tabelas', text: 'O botão Atualizações de tabelas mostra as operadoras que atualizaram ou vão atualizar preços.' },
    ],
    figures: [figure('painel.png', 1056, 560, 'Painel do Cotador com a saudação e os cartões de acesso rápido', 'O painel: a saudação e os atalhos para as tarefas principais.')],
  },
  {
    id: 'cotar',
    icon: 'calculator',
    title: 'Cotar planos de saúde',
    summary: 'Individual, coletivo por adesão ou PME, com preços por faixa etária.',
    intro:
      'A cotação reúne os planos das operadoras para o estado e as vidas que você informar, com o preço de cada faixa etária da ANS e o total mensal.',
    steps: [
      { title: 'Abra a Cotação', text: 'No menu, clique em “Cotação” (ou, no painel, em “Cotar planos de saúde”). O formulário começa do tipo, do estado e da cidade da sua última cotação, em qualquer aparelho.' },
      {
        title: 'Escolha o tipo de plano',
        text: 'Individual/Familiar, Coletivo por adesão (informe a profissão e, se quiser, a entidade) ou PME (porte, contribuição compulsória ou opcional e se a empresa é MEI).',
      },
      {
        title: 'Escolha o estado',
        text: 'Selecione o estado e, quando houver mais de uma área de comercialização, a cidade. Se quiser, filtre pela abrangência e por hospitais da rede credenciada.',
      },
      {
        title: 'Informe as vidas',
        text: 'Digite as idades separadas por vírgula (por exemplo 5, 34, 36, 61): as faixas etárias são preenchidas sozinhas. Ou informe direto quantas vidas há em cada faixa, de 0 a 18 anos até 59 anos ou mais.',
      },
      {
        title: 'Clique em Cotar',
        text: 'Cada plano mostra as faixas cotadas, o preço por vida, o subtotal, o total mensal e a data da tabela vigente. Ordene e filtre por operadora, acomodação e coparticipação; “Ver detalhes” abre a rede credenciada, as carências e as regras de coparticipação e reembolso.',
      },
    ],
    figures: [
      figure('cotacao-formulario.png', 992, 1109, 'Formulário de cotação com tipo PME, estado São Paulo e as idades 5, 34, 36 e 61', 'Os dados da cotação: tipo de plano, estado, filtros e as vidas.'),
      figure('cotacao-resultados.png', 992, 720, 'Cartões de planos com preços por faixa etária, total mensal e os botões Comparar e Ver detalhes', 'Os resultados: um cartão por plano, com o total mensal e a tabela vigente.'),
    ],
    note: 'Confira sempre a data da tabela vigente no cartão: é a tabela usada no preço. No modo demonstração os valores são ilustrativos.',
    link: { href: '/cotacao', label: 'Fazer uma cotação' },
  },
  {
    id: 'comparar',
    icon: 'compare',
    title: 'Comparar planos e operadoras',
    summary: 'Planos lado a lado e a ficha de cada operadora.',
    intro:
      'Depois de cotar, escolha os planos que fazem sentido para o cliente e compare preço, rede, carências e coparticipação lado a lado.',
    steps: [
      { title: 'Marque os planos', text: 'Nos resultados, marque “Comparar” nos planos que quer ver juntos. A barra no rodapé mostra quantos estão selecionados.' },
      { title: 'Abra a comparação', text: 'Clique em “Comparar (N)”. A tabela mostra tipo, acomodação, coparticipação, abrangência, tabela vigente e os preços de cada faixa e o total.' },
      { title: 'Ajuste a seleção', text: 'Remova um plano da comparação, limpe tudo ou volte aos resultados para escolher outros. A seleção fica guardada mesmo se você recarregar a página.' },
      { title: 'Consulte as operadoras', text: 'Em Operadoras, veja cada operadora com os seus planos por estado, o registro na ANS e as entidades aceitas nos planos por adesão.' },
    ],
    figures: [
      figure('comparar-selecao.png', 920, 80, 'Barra com três planos selecionados e os botões Limpar e Comparar (3)', 'A barra da seleção: “Comparar (3)” abre a comparação.'),
      figure('comparativo.png', 992, 760, 'Tabela de comparação de três planos com preços por faixa etária e total mensal', 'A comparação lado a lado, com o botão “Gerar proposta”.'),
      figure('operadoras.png', 1056, 640, 'Lista de operadoras com a quantidade de planos e os estados atendidos', 'Operadoras: a ficha de cada uma, com os planos por estado.'),
    ],
    link: { href: '/instituicoes', label: 'Ver as operadoras' },
  },
  {
    id: 'proposta',
    icon: 'file',
    title: 'Gerar a proposta em PDF',
    summary: 'A comparação com a sua marca, pronta para o cliente.',
    intro:
      'A proposta transforma a comparação em um documento com a sua logo, os planos escolhidos e os valores do dia, um PDF para baixar e um link que o cliente abre sem precisar de login.',
    steps: [
      { title: 'Capriche na logo', text: 'Em Editar Perfil, envie a logo da corretora (PNG ou JPG, até 2 MB). Ela aparece no cabeçalho da proposta.' },
      { title: 'Parta da comparação', text: 'Com os planos na comparação, clique em “Gerar proposta”. As etapas Cotação → Comparação → Proposta, no alto da tela, levam de volta a qualquer passo.' },
      {
        title: 'Informe o cliente',
        text: 'Digite o nome do cliente e, se quiser, o telefone (WhatsApp), o e-mail, o CPF ou CNPJ e a cidade: eles ficam guardados com a proposta. Escolha o que mostrar (rede credenciada, coparticipação, carências, reembolsos), a sua logo e, se houver, o seguro de vida cotado.',
      },
      {
        title: 'Salve e compartilhe',
        text: 'Clique em “Salvar proposta”: aparecem o link da proposta (/comparacao-pdf/…), “Copiar link” e “Compartilhar no WhatsApp”, que abre a conversa com o número do cliente quando ele foi informado.',
      },
      {
        title: 'Baixe o PDF',
        text: 'Em “Abrir proposta”, “Baixar PDF” gera o arquivo com os preços do dia em que a proposta foi salva. Se algo falhar, o Cotador avisa “Erro ao gerar PDF, por favor tente novamente.”.',
      },
      {
        title: 'Volte às suas cotações',
        text: 'Em Minhas cotações, no menu, estão as propostas salvas, com busca por cliente, telefone, CPF/CNPJ, cidade ou plano. Abra, duplique ou clique em “Cotar de novo com as tabelas de hoje” para ver quanto cada plano custa hoje e a diferença para o valor salvo.',
      },
    ],
    figures: [
      figure('proposta.png', 992, 634, 'Tela da proposta comparativa com o nome e o contato do cliente, as opções do que mostrar e o botão Salvar proposta', 'A proposta: o cliente, o que mostrar e “Salvar proposta”.'),
      figure('minhas-cotacoes.png', 992, 628, 'Lista Minhas cotações com uma proposta salva, os planos com o total mensal e a comparação com os preços de hoje', 'Minhas cotações: abrir, duplicar e cotar de novo com as tabelas de hoje.'),
    ],
    link: { href: '/minhas-cotacoes', label: 'Ver minhas cotações' },
  },
  {
    id: 'seguro-de-vida',
    icon: 'heart',
    title: 'Cotar seguro de vida',
    summary: 'Seguro de vida Porto Seguro, passo a passo.',
    intro:
      'A cotação de seguro de vida Porto Seguro é um assistente em etapas numeradas: você responde às perguntas da seguradora, recebe os orçamentos e finaliza a proposta do cliente.',
    steps: [
      { title: 'Abra o Seguro de vida', text: 'No painel, clique em “Seguro de vida”. A cotação abre em uma página própria, com “Voltar ao painel” no topo.' },
      {
        title: 'Responda às perguntas',
        text: 'Informe os dados do segurado pedidos pela seguradora, como a profissão (a lista vem da Porto Seguro) e as coberturas desejadas: família, segurado, doenças e renda.',
      },
      {
        title: 'Receba os orçamentos',
        text: 'Os orçamentos chegam em tempo real, com o preço mensal (o prêmio anual dividido por 12), as coberturas (morte, invalidez por acidente, doenças graves, diária por incapacidade, assistência funeral…) e a validade da cotação. Se houver um erro, o assistente volta à etapa 1 e mostra a mensagem da seguradora.',
      },
      {
        title: 'Finalize a proposta',
        text: 'Preencha os dados do cliente (documento, endereço, contato, pessoa politicamente exposta) e envie. O pagamento é em débito em conta, em 3 parcelas a cada 30 dias, e o cliente recebe o link da proposta.',
      },
    ],
    figures: [
      figure('seguro-de-vida.png', 992, 404, 'Cartões de acesso rápido do painel, entre eles Seguro de vida', 'O caminho: o cartão “Seguro de vida” do painel.'),
    ],
  },
  {
    id: 'equipe',
    icon: 'users',
    title: 'Montar sua equipe',
    summary: 'Usuários da conta, papéis e limites do plano.',
    intro:
      'Os administradores da conta cadastram as pessoas da corretora, cada uma com o seu usuário e senha, até o número de usuários do plano.',
    steps: [
      { title: 'Abra Plano e Assinaturas', text: 'No seu nome, no canto superior direito, clique em “Plano e Assinaturas”. Só quem tem o papel Administrador vê esta página.' },
      {
        title: 'Adicione um usuário',
        text: 'Em Equipe, clique em “Adicionar usuário” e preencha nome, usuário, e-mail, CPF, telefone, senha e papel. Se algo estiver errado (um e-mail já cadastrado, um CPF inválido), a mensagem aparece embaixo do campo.',
      },
      {
        title: 'Escolha os papéis',
        text: 'Administrador gerencia o plano, a assinatura e a equipe; Gestor acompanha a equipe; Corretor cota e envia propostas. Use “Editar papéis” para mudar.',
      },
      {
        title: 'Remova quem saiu',
        text: '“Excluir” tira o acesso da pessoa, depois de confirmar. O usuário principal da conta não pode ser excluído nem deixar de ser administrador.',
      },
    ],
    figures: [
      figure('equipe.png', 992, 357, 'Seção Equipe com dois usuários, seus papéis e os botões Editar papéis e Excluir', 'A equipe da conta, com os papéis de cada pessoa.'),
      figure('equipe-adicionar.png', 1179, 576, 'Janela Adicionar usuário preenchida com nome, usuário, e-mail, CPF, telefone, senha e o papel Gestor', 'Adicionar usuário: os dados da pessoa e o papel.'),
    ],
    note: 'Quando o plano chega ao limite, o Cotador avisa “Seu plano permite até N usuários.”: para crescer a equipe, escolha um plano com mais usuários.',
    link: { href: '/plano-e-assinaturas', label: 'Abrir Plano e Assinaturas' },
  },
];
